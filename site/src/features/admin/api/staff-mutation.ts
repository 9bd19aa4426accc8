import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';

/**
 * A staff change (arts, categories, courses, designers, testimonials, popups, reports, users):
 * its success toast, then the lists in `invalidate` read again; a failure shows the server's
 * message under `failure` ('Não foi possível concluir'), or nothing when `failure` is null
 * (the page shows the error itself).
 */
export function useStaffMutation<I, R = void>({
  mutationFn,
  success,
  invalidate,
  failure = 'Não foi possível concluir',
}: {
  mutationFn: (input: I) => Promise<R>;
  /** The success toast's title, or how to say it for the change made. */
  success: string | ((input: I) => string);
  invalidate: readonly QueryKey[];
  failure?: string | null;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_, input) => {
      toast({ title: typeof success === 'string' ? success : success(input), tone: 'success' });
      await Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError:
      failure === null
        ? undefined
        : (error) => {
            toast({ title: failure, description: error.message, tone: 'destructive' });
          },
  });
}

import { HttpResponse, http } from 'msw';

/**
 * PUT <path> { ids } of a staff list (categories, designers, testimonials), as the API
 * answers it: the rows put in that order with their new sortOrder, which the next GET shows;
 * the ids sent are kept in `orders` for the story to check.
 */
export function orderHandler<T extends { id: number; sortOrder: number | null }>(
  path: string,
  rows: () => T[],
  setRows: (rows: T[]) => void,
  orders?: number[][],
) {
  return http.put(path, async ({ request }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    orders?.push(ids);
    const current = rows();
    setRows(ids.map((id, sortOrder) => ({ ...current.find((row) => row.id === id)!, sortOrder })));
    return HttpResponse.json({ success: true });
  });
}

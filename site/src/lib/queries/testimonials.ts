import { type Testimonial, TestimonialListResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

/** GET /api/testimonials (catalogue §3): the church leaders' words on the home. */
export async function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return parseResponse(
    TestimonialListResponseSchema,
    await apiJson('GET', '/api/testimonials', undefined, { signal }),
  );
}

export function getTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.testimonials,
    queryFn: ({ signal }) => getTestimonials(signal),
  });
}

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}

import * as v from 'valibot';
import { TestimonialSchema } from './catalogue';
import { boundedString, NAME_MAX } from './common';

// /admin/designers and /admin/depoimentos (issue 19, 'Designers and testimonials: profiles,
// photos, order'; api/README.md 'Staff endpoints'): the designers' public profiles and their
// order, and the testimonials the home shows to non-subscribers.

/** A designer's bio, as the profile form allows it (ProfileUpdateBodySchema). */
export const DESIGNER_BIO_MAX = 500;
export const TESTIMONIAL_QUOTE_MIN = 10;
export const TESTIMONIAL_QUOTE_MAX = 600;
export const TESTIMONIAL_ROLE_MAX = 80;
export const TESTIMONIAL_COMPANY_MAX = 120;
/** How many testimonials the home shows, the first ones in staff's order (catalogue §2). */
export const HOME_TESTIMONIALS_SHOWN = 6;
/** The ratings a testimonial may have: 0,5 to 5 in halves (catalogue §3). */
export const TESTIMONIAL_RATINGS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** Plain text: no HTML tags (the site never renders them, and a tag is a mistake). */
function plainText(label: string) {
  return v.check(
    (text: string) => !HTML_TAG.test(text),
    `${label} deve ser texto simples, sem HTML`,
  );
}

/** An optional text: blank reads as null. */
function optionalText(label: string, max: number) {
  return v.optional(
    v.pipe(
      v.nullable(v.pipe(boundedString(label, { max, trim: true }), plainText(label))),
      v.transform((text) => (text ? text : null)),
    ),
    null,
  );
}

/** GET /api/admin/designers: a designer as staff manage it. */
export const AdminDesignerProfileSchema = v.object({
  id: v.number(),
  name: v.string(),
  username: v.string(),
  bio: v.nullable(v.string()),
  profileimageurl: v.nullable(v.string()),
  nivelacesso: v.string(),
  /** The place staff gave (null: not placed yet, listed after the placed ones by name). */
  sortOrder: v.nullable(v.number()),
  /** Published arts the designer signs (the public count). */
  artCount: v.number(),
  followers: v.number(),
});
export type AdminDesignerProfile = v.InferOutput<typeof AdminDesignerProfileSchema>;

export const AdminDesignerProfilesResponseSchema = v.object({
  designers: v.array(AdminDesignerProfileSchema),
});
export type AdminDesignerProfilesResponse = v.InferOutput<
  typeof AdminDesignerProfilesResponseSchema
>;

/** PUT /api/admin/designers/:id: the public profile's texts. */
export const DesignerProfileInputSchema = v.object({
  name: v.pipe(boundedString('O nome', { min: 2, max: NAME_MAX, trim: true }), plainText('O nome')),
  bio: optionalText('A bio', DESIGNER_BIO_MAX),
});
export type DesignerProfileInput = v.InferOutput<typeof DesignerProfileInputSchema>;

/** GET /api/admin/testimonials: the public testimonial and its place. */
export const AdminTestimonialSchema = v.object({
  ...TestimonialSchema.entries,
  sortOrder: v.number(),
});
export type AdminTestimonial = v.InferOutput<typeof AdminTestimonialSchema>;

export const AdminTestimonialsResponseSchema = v.object({
  testimonials: v.array(AdminTestimonialSchema),
});
export type AdminTestimonialsResponse = v.InferOutput<typeof AdminTestimonialsResponseSchema>;

const RATING_MESSAGE = 'A nota deve ir de 0,5 a 5, de meio em meio ponto';

/** POST /api/admin/testimonials, PUT /api/admin/testimonials/:id (a new one goes last). */
export const TestimonialInputSchema = v.object({
  rating: v.pipe(
    v.number(RATING_MESSAGE),
    v.check((n) => (TESTIMONIAL_RATINGS as readonly number[]).includes(n), RATING_MESSAGE),
  ),
  quote: v.pipe(
    boundedString('O depoimento', {
      min: TESTIMONIAL_QUOTE_MIN,
      max: TESTIMONIAL_QUOTE_MAX,
      trim: true,
    }),
    plainText('O depoimento'),
  ),
  name: v.pipe(boundedString('O nome', { min: 2, max: NAME_MAX, trim: true }), plainText('O nome')),
  role: optionalText('O cargo', TESTIMONIAL_ROLE_MAX),
  company: optionalText('A igreja ou empresa', TESTIMONIAL_COMPANY_MAX),
});
export type TestimonialInput = v.InferOutput<typeof TestimonialInputSchema>;

// The site's route table lives in domain/src/routes (the BFF knows it too: status codes,
// titles, the sitemap). Components build links with `paths.x.href(...)`.
export { paths, redirects } from '@arte-gospel/domain';

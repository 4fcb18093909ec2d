/** Blog articles: the copy lives in messages under `BlogArticles.{key}`; this is what is not text. */
export const articles = [
  {
    slug: 'top-5-reasons-invest',
    key: 'topFiveReasons',
    image: '/images/blog-reasons.jpg',
    published: '2026-09-14',
    readingMinutes: 6,
  },
  {
    slug: 'golden-visa-through-property',
    key: 'goldenVisa',
    image: '/images/blog-golden-visa.jpg',
    published: '2026-10-02',
    readingMinutes: 7,
  },
  {
    slug: 'off-plan-vs-ready-property',
    key: 'offPlanVsReady',
    image: '/images/blog-off-plan.jpg',
    published: '2026-10-27',
    readingMinutes: 8,
  },
] as const;

export type Article = (typeof articles)[number];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

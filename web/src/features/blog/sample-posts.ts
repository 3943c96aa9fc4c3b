import type { CoverSubject } from '../../components/illustrations/blog-cover';

export interface SamplePost {
  title: string;
  date: string;
  author: string;
  category: string;
  excerpt: string;
  subject: CoverSubject;
  tint: string;
}

/** Placeholder articles: the blog is static content. */
export const SAMPLE_POSTS: readonly SamplePost[] = [
  {
    title: 'How to choose a sofa for a small living room',
    date: 'March 12, 2019',
    author: 'Admin',
    category: 'Living Room',
    excerpt:
      'Measure twice, then look at arm width and seat depth. A slim arm and raised legs make a room feel larger than any colour can.',
    subject: 'sofa',
    tint: '#ebe8e3',
  },
  {
    title: 'The quiet return of the lounge chair',
    date: 'March 4, 2019',
    author: 'Admin',
    category: 'Design',
    excerpt:
      'A single good chair by a window is the cheapest luxury in a home. We look at curves, fabrics and the perfect reading angle.',
    subject: 'armchair',
    tint: '#f1ede4',
  },
  {
    title: 'Styling shelves with ceramics and space',
    date: 'February 21, 2019',
    author: 'Admin',
    category: 'Decor',
    excerpt:
      'Group objects in odd numbers, vary their heights and leave a third of every shelf empty. Space is part of the arrangement.',
    subject: 'vases',
    tint: '#e8ebef',
  },
  {
    title: 'Plants that forgive a busy week',
    date: 'February 9, 2019',
    author: 'Admin',
    category: 'Living Room',
    excerpt:
      'Some plants thrive on neglect. Pair them with simple pots in white or clay and let the leaves do the decorating.',
    subject: 'plant',
    tint: '#e6ece3',
  },
  {
    title: 'Caring for oak furniture through the seasons',
    date: 'January 28, 2019',
    author: 'Admin',
    category: 'Care',
    excerpt:
      'Dry air, strong sun and spilled coffee: a short guide to keeping solid wood beautiful for decades, not years.',
    subject: 'armchair',
    tint: '#efece6',
  },
  {
    title: 'A calm bedroom in five small changes',
    date: 'January 15, 2019',
    author: 'Admin',
    category: 'Bedroom',
    excerpt:
      'Fewer things on the nightstand, warmer bulbs and linen that softens with every wash. Rest starts with what you see.',
    subject: 'vases',
    tint: '#ebebeb',
  },
];

export const BLOG_CATEGORIES = [
  { name: 'Living Room', count: 12 },
  { name: 'Bedroom', count: 8 },
  { name: 'Design', count: 15 },
  { name: 'Decor', count: 10 },
  { name: 'Care', count: 4 },
] as const;

export const BLOG_ARCHIVES = ['March 2019', 'February 2019', 'January 2019', 'December 2018'] as const;

export const BLOG_TAGS = ['Sofa', 'Chair', 'Minimal', 'Oak', 'Ceramic', 'Linen', 'Interior', 'Lighting'] as const;

/** Placeholder readers' comments under the article. */
export const SAMPLE_COMMENTS = [
  {
    name: 'Dewi Lestari',
    date: 'March 13, 2019',
    text: 'Raised legs really do make a difference. We swapped our skirted sofa and the room looks twice as big.',
    tone: '#ebe8e3',
    hair: '#443d35',
  },
  {
    name: 'Michael Tan',
    date: 'March 13, 2019',
    text: 'Great tips on seat depth. I wish I had read this before buying my last sofa!',
    tone: '#e8ebef',
    hair: '#1a1a1a',
  },
  {
    name: 'Sarah Wijaya',
    date: 'March 14, 2019',
    text: 'Would love a follow-up on fabrics that survive cats. Linen has not been kind to us.',
    tone: '#e6ece3',
    hair: '#a8872c',
  },
  {
    name: 'Budi Santoso',
    date: 'March 15, 2019',
    text: 'Simple and useful. Measuring the doorway first saved us a very awkward delivery day.',
    tone: '#f1ede4',
    hair: '#5b4636',
  },
] as const;

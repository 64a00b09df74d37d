import {
  BLOG_AUTHOR_MAX,
  BLOG_CONTENT_MAX_BYTES,
  BLOG_DESCRIPTION_MAX,
  BLOG_LABEL_MAX,
  BLOG_MAX_CATEGORIES,
  BLOG_MAX_TAGS,
  BLOG_SLUG_MAX,
  BLOG_SLUG_MIN,
  BLOG_TITLE_MAX,
} from '../constants/blog';

/** Blog texts: the super admin's post form, the public pages and the server's answers. */
export const BlogMessages = {
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX} characters`,
  slugLength: `Slug must be ${BLOG_SLUG_MIN} to ${BLOG_SLUG_MAX} characters`,
  slugPattern: 'Slug may contain only lowercase letters, digits and single hyphens between them',
  slugTaken: 'This slug is already used by another post',
  descriptionTooLong: `Description must be at most ${BLOG_DESCRIPTION_MAX} characters`,
  authorTooLong: `Author must be at most ${BLOG_AUTHOR_MAX} characters`,
  contentRequired: 'Please write the post content',
  contentTooLarge: `Content must not exceed ${BLOG_CONTENT_MAX_BYTES / 1024} KB`,
  tooManyCategories: `Add at most ${BLOG_MAX_CATEGORIES} categories`,
  tooManyTags: `Add at most ${BLOG_MAX_TAGS} tags`,
  labelInvalid: `Each category and tag must be 1 to ${BLOG_LABEL_MAX} characters, without commas`,
  postNotFound: 'This blog post does not exist or is not published',
  adminPostNotFound: 'Blog post not found',
  created: 'Post saved as a draft',
  updated: 'Post saved',
  published: 'Post published',
  unpublished: 'Post unpublished',
  deleted: 'Post deleted',
  empty: 'No blog posts yet. Please check back soon.',
} as const;

import { z } from "zod";
import { DateTimeSchema, PagingQuerySchema, flagParam, intParam, sortKeyParam, sortTypeParam } from "./common";
import { CategoryRefSchema, ContentItemSchema } from "./content";

export const PostSchema = ContentItemSchema.extend({
  author: z.object({ name: z.string() }),
  category: CategoryRefSchema,
  tags: z.array(CategoryRefSchema),
  is_hidden: z.boolean(),
  views: z.number().int(),
  reading_minutes: z.number().int(),
  published_at: DateTimeSchema,
});
export type Post = z.infer<typeof PostSchema>;

export const PostCategorySchema = CategoryRefSchema.extend({ posts_count: z.number().int() });
export type PostCategory = z.infer<typeof PostCategorySchema>;

export const POST_SORT_KEYS = ["published_at", "views", "order", "title"] as const;
export const PostsQuerySchema = PagingQuerySchema.extend({
  category_id: intParam("category_id", 1),
  tag_id: intParam("tag_id", 1),
  search: z.string().optional(),
  hidden: flagParam("hidden").describe("1 = only hidden posts (the blog's secret page); lists exclude them otherwise"),
  sort_key: sortKeyParam(POST_SORT_KEYS),
  sort_type: sortTypeParam(),
});

export const TopPostsQuerySchema = z.object({ limit: intParam("limit", 1, 100) });

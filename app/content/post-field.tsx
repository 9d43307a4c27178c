/**
 * A blog post chosen by its title in the content editor (issue 39): Keystatic's own relationship field lists posts by
 * their addresses. The value stored is still the post's address (its file name), as the newsletter's issues keep it;
 * the list of posts, drafts too, is the staff area's (routes/admin.posts.ts).
 */
import { Combobox, Item } from "@keystar/ui/combobox";
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { useEffect, useState, useSyncExternalStore } from "react";

export type PostChoice = { slug: string; title: string };

/** Where the staff area lists the posts. */
export const POSTS_API = "/admin/posts";

// One copy of the list for every post field on the page.
let posts: PostChoice[] | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Asks for the list once a page (again after a failure); the editor's page asks as it opens (routes/keystatic.tsx). */
export function loadPosts() {
  loading ??= fetch(POSTS_API, { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The list of posts answered ${response.status}`);
      posts = ((await response.json()) as { posts: PostChoice[] }).posts;
      listeners.forEach((listener) => listener());
    })
    .catch(() => {
      // Asked again by the next field that opens.
      loading = null;
    });
  return loading;
}

function usePosts(): PostChoice[] | null {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => posts,
    () => null,
  );
  useEffect(() => void loadPosts(), []);
  return list;
}

/** A post's title for a list of chosen posts; its address in words until the titles have loaded. */
export function postTitle(slug: string | null | undefined): string {
  if (!slug) return "Choose a post";
  const title = posts?.find((post) => post.slug === slug)?.title;
  return title ?? slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, " ");
}

type PostFieldOptions = { label: string; description?: string; isRequired?: boolean };

function PostInput(props: PostFieldOptions & FormFieldInputProps<string | null>) {
  const list = usePosts();
  const [touched, setTouched] = useState(false);
  const missing = props.isRequired && !props.value && (touched || props.forceValidation);
  return (
    <Combobox
      // Made again once the titles arrive, so the chosen post shows by its title.
      key={list ? "loaded" : "loading"}
      label={props.label}
      description={props.description}
      isRequired={props.isRequired}
      // The editor asks for it when the field is the first of a dialog it opens (a featured post added).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={props.autoFocus}
      loadingState={list ? "idle" : "loading"}
      defaultItems={list ?? []}
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(typeof key === "string" ? key : null)}
      onBlur={() => setTouched(true)}
      errorMessage={missing ? `${props.label}: choose a post by its title.` : undefined}
      width="auto"
    >
      {(post) => <Item key={post.slug}>{post.title}</Item>}
    </Combobox>
  );
}

/** A Keystatic field holding one post's address, chosen from the posts by title. */
export function postField(options: PostFieldOptions): BasicFormField<string | null> {
  const parse = (value: unknown) => (typeof value === "string" && value ? value : null);
  const validate = (value: string | null) => {
    if (options.isRequired && !value) throw new Error(`${options.label}: choose a post`);
    return value;
  };
  return {
    kind: "form",
    label: options.label,
    Input: (props) => <PostInput {...options} {...props} />,
    defaultValue: () => null,
    parse,
    serialize: (value) => ({ value: value ?? undefined }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}

/**
 * A tree of messages: strings, or functions for the few that take values (counts, names). English
 * defines a tree; every other language must give the same shape (checked by the type system).
 */
export interface MessageTree {
  readonly [key: string]: string | ((...values: never[]) => string) | MessageTree;
}

/** The same shape as `T` with the texts free: what a translation of `T` must provide. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...values: infer A) => string
      ? (...values: A) => string
      : Translation<T[K]>;
};

/** A tool's or a page's own messages in every locale, kept next to the code that shows them. */
export interface LocalizedMessages<T extends MessageTree> {
  en: T;
  ne: Translation<T>;
}

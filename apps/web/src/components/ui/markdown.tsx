/**
 * Our Markdown: the static pages' text (terms, privacy, refund, about) as the
 * site shows it and as the console previews it. Links to one of our routes
 * stay in the app; others open a new tab. Imported by path, not through the
 * ui index, so react-markdown ships only with the pages that render Markdown.
 */
import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import { Link } from 'react-router';
import { cn } from '@/lib/format';

function MarkdownLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target={href.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer">
      {children}
    </a>
  );
}

type MarkdownArticleProps = {
  /** The h1 above the text. */
  title: string;
  /** Markdown source. */
  content: string;
  className?: string;
};

/** A titled article in the site's typography (Tailwind prose), its body rendered from Markdown. */
export function MarkdownArticle({ title, content, className }: MarkdownArticleProps) {
  return (
    <article className={cn('prose max-w-none prose-gray prose-headings:text-gray-900 prose-a:text-primary', className)}>
      <h1>{title}</h1>
      <Markdown components={{ a: MarkdownLink }}>{content}</Markdown>
    </article>
  );
}

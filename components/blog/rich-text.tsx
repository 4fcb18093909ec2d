import type { ReactNode } from 'react';
import type { RichText, RichTextNode } from '@/lib/articles/rich-text';
import styles from '@/components/content/content.module.css';

/**
 * An article's body (the content editor's Lexical tree) drawn on the server as the blog's prose:
 * a section per second-level heading, as the launch articles were laid out. No editor code reaches
 * the page; a node the site does not know shows its words.
 */
export function RichTextBody({ body }: { body: RichText }) {
  const sections: RichTextNode[][] = [];
  for (const node of body.root.children ?? []) {
    const opens = node.type === 'heading' && node.tag === 'h2';
    if (opens || sections.length === 0) sections.push([]);
    sections.at(-1)!.push(node);
  }
  return (
    <div className={styles.prose}>
      {sections.map((nodes, index) => (
        <section key={index}>{nodes.map(block)}</section>
      ))}
    </div>
  );
}

/** Bits of a text node's `format` (Lexical's TextFormatType). */
const BOLD = 1;
const ITALIC = 2;
const STRIKETHROUGH = 4;
const CODE = 16;

/** A link's address, kept only when it is one a page may carry. */
function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(url.trim()) ? url.trim() : undefined;
}

function inline(node: RichTextNode, key: number): ReactNode {
  if (node.type === 'linebreak') return <br key={key} />;
  if (typeof node.text === 'string') {
    const format = typeof node.format === 'number' ? node.format : 0;
    let shown: ReactNode = node.text;
    if (format & CODE) shown = <code>{shown}</code>;
    if (format & STRIKETHROUGH) shown = <s>{shown}</s>;
    if (format & ITALIC) shown = <em>{shown}</em>;
    if (format & BOLD) shown = <strong>{shown}</strong>;
    return <span key={key}>{shown}</span>;
  }
  const children = (node.children ?? []).map(inline);
  if (node.type === 'link' || node.type === 'autolink') {
    const href = safeUrl(node.fields?.url);
    if (href)
      return (
        <a
          key={key}
          href={href}
          {...(node.fields?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
  }
  return <span key={key}>{children}</span>;
}

function block(node: RichTextNode, key: number): ReactNode {
  const children = (node.children ?? []).map(inline);
  switch (node.type) {
    case 'heading': {
      const Tag = (/^h[2-6]$/.test(node.tag ?? '') ? node.tag : 'h2') as 'h2';
      return <Tag key={key}>{children}</Tag>;
    }
    case 'list': {
      const List = node.listType === 'number' ? 'ol' : 'ul';
      return (
        <List key={key}>
          {(node.children ?? []).map((item, index) => (
            <li key={index}>{(item.children ?? []).map(inline)}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'horizontalrule':
      return <hr key={key} />;
    default:
      return <p key={key}>{children}</p>;
  }
}

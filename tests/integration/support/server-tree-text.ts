import { isValidElement, type ReactNode } from 'react';

/**
 * Everything a server component tree would send to the browser, as text: the text of server
 * components (called, awaited), every attribute of an HTML element, and the props of a component
 * that cannot run outside React (a client component: its props are what crosses to the browser).
 * Errors that are answers (redirect, 404) propagate.
 */
export async function serverTreeText(
  node: ReactNode | Promise<ReactNode>,
  isAnswer: (error: unknown) => boolean,
): Promise<string> {
  const value = await node;
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value) || isIterable(value)) {
    const parts: string[] = [];
    for (const child of value as Iterable<ReactNode>)
      parts.push(await serverTreeText(child, isAnswer));
    return parts.join(' ');
  }
  if (!isValidElement(value)) return JSON.stringify(value) ?? '';
  const { type } = value;
  const props = value.props as Record<string, unknown> & { children?: ReactNode };
  const attributes = propsText(props);
  if (typeof type === 'function') {
    let rendered: unknown;
    try {
      rendered = await (type as (props: unknown) => unknown)(props);
    } catch (error) {
      if (isAnswer(error)) throw error;
      // A client component (hooks need React's dispatcher): what it receives is what it shows.
      return `${attributes} ${await serverTreeText(props.children, isAnswer)}`;
    }
    return serverTreeText(rendered as ReactNode, isAnswer);
  }
  // HTML elements, fragments, providers.
  return `${attributes} ${await serverTreeText(props.children, isAnswer)}`;
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.iterator in value;
}

function propsText(props: Record<string, unknown>): string {
  return Object.entries(props)
    .filter(([key, value]) => key !== 'children' && typeof value !== 'function')
    .map(
      ([key, value]) =>
        `${key}=${JSON.stringify(value, (_key, inner: unknown) => (isValidElement(inner) ? '[element]' : inner))}`,
    )
    .join(' ');
}

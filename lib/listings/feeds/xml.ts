/** A small XML writer for the portals' feeds: elements, attributes, text escaped, CDATA for prose. */

export type XmlNode = {
  name: string;
  attributes?: Record<string, string>;
  /** Text (escaped), prose (CDATA, as the portals' samples wrap descriptions) or child elements. */
  content?: string | number | { cdata: string } | XmlNode[];
};

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

// CDATA cannot hold "]]>": split it across two sections.
const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function write(node: XmlNode, depth: number): string {
  const indent = ' '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  const { content } = node;
  if (content === undefined || (Array.isArray(content) && content.length === 0)) {
    return `${indent}<${node.name}${attributes}/>`;
  }
  if (Array.isArray(content)) {
    const children = content.map((child) => write(child, depth + 1)).join('\n');
    return `${indent}<${node.name}${attributes}>\n${children}\n${indent}</${node.name}>`;
  }
  const text = typeof content === 'object' ? cdata(content.cdata) : escapeXml(String(content));
  return `${indent}<${node.name}${attributes}>${text}</${node.name}>`;
}

/** The document: declaration and root element. */
export const xmlDocument = (root: XmlNode) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}\n`;

/** An element, left out (null) when its value is missing: the portals read absence, not "". */
export function optional(name: string, value: string | number | null | undefined): XmlNode | null {
  return value === null || value === undefined || value === '' ? null : { name, content: value };
}

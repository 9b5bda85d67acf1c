/**
 * Checks for the SVG documents our own code draws (seed pictures): no text,
 * no external references, and well-formed XML at the level our drawings use
 * (elements, quoted attributes, no character data), without an XML parser.
 */
import { expect } from 'vitest';

/** Fails the test unless `svg` is one well-formed, self-contained, text-free SVG document. */
export function expectCleanSvg(svg: string, label: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), label).toBe(true);
  expect(svg, label).not.toMatch(/<text|<title|<desc|<image|href|url\((?!#)|@import|<script/i);
  const open: string[] = [];
  let rest = svg;
  while (rest.length > 0) {
    const tag = /^<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*)\s*(\/?)>/.exec(rest);
    expect(tag, `${label}: malformed at ${rest.slice(0, 40)}`).not.toBeNull();
    const [whole, closing, name, , selfClosing] = tag!;
    if (closing) expect(open.pop(), `${label}: </${name}> closes another element`).toBe(name);
    else if (!selfClosing) open.push(name!);
    rest = rest.slice(whole.length);
    expect(rest.startsWith('<') || rest === '', `${label}: character data at ${rest.slice(0, 40)}`).toBe(true);
  }
  expect(open, `${label}: unclosed elements`).toEqual([]);
}

/**
 * Issue 21: a customer who chose Hindi never reads English. A validation text
 * a customer can see (the API's validation `message`, or a web form's field
 * error) must come from the catalogue (MESSAGES or MESSAGE_TEMPLATES), which
 * has its Hindi; this scans the schemas' source for English written inline in
 * a message position: a sentence passed to a call (`.min(1, '…')`,
 * `.regex(…, '…')`, `.refine(…, '…')`, `z.email('…')`, a helper such as
 * `choice(list, '…')`) or given as an `error` / `message` property. Admin-only
 * schemas may stay English (decision 010): their files, and the admin schemas
 * inside a customer file, are allowed below by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Files that hold admin-only schemas (the console's forms and answers). */
const ADMIN_FILE = /^admin-|-admin\.ts$/;
/** Admin-only schemas that live in a customer-facing file, as `file#exported name`. */
const ADMIN_SCHEMAS = new Set([
  // The Hindi of admin-entered content (decision 011): only the console sends it.
  'content-hindi.ts#hindiText',
  'milan-membership.ts#planBodySchema',
  'milan-reports.ts#adminReportResolveBodySchema',
  'milan-verification.ts#adminVerificationReviewBodySchema',
]);
/** Calls whose string arguments are documentation, not messages. */
const NOT_MESSAGES = new Set(['describe', 'meta']);
/** What an English message looks like: a capital letter, then words. */
const SENTENCE = /^[A-Z][^]*\s/;

interface InlineText {
  where: string;
  text: string;
}

/** The inline English messages of one source file, each with its file, line and top-level declaration. */
function inlineTexts(file: string): InlineText[] {
  const source = ts.createSourceFile(file, readFileSync(SOURCE_DIR + file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: InlineText[] = [];
  const visit = (node: ts.Node, declaration: string) => {
    if (ts.isVariableStatement(node) && node.parent === source) {
      declaration = node.declarationList.declarations[0]?.name.getText() ?? '';
    } else if (ts.isFunctionDeclaration(node) && node.parent === source) {
      declaration = node.name?.getText() ?? '';
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = node.getText().slice(1, -1);
      if (SENTENCE.test(text) && inMessagePosition(node) && !ADMIN_SCHEMAS.has(`${file}#${declaration}`)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ where: `${file}:${line} (${declaration})`, text });
      }
    }
    ts.forEachChild(node, (child) => visit(child, declaration));
  };
  visit(source, '');
  return found;
}

function inMessagePosition(node: ts.Expression): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments.some((argument) => argument === node)) {
    const callee = parent.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
    return !NOT_MESSAGES.has(name);
  }
  return (
    ts.isPropertyAssignment(parent) &&
    parent.initializer === node &&
    ['error', 'message'].includes(parent.name.getText())
  );
}

const schemaFiles = readdirSync(SOURCE_DIR).filter(
  (file) =>
    file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('messages') && !ADMIN_FILE.test(file),
);

describe('customer-facing schemas', () => {
  it('scans the schema files', () => {
    expect(schemaFiles).toEqual(expect.arrayContaining(['auth.ts', 'yatra.ts', 'milan.ts', 'recharge.ts']));
  });

  it.each(schemaFiles)('%s carries no inline English message (use the catalogue)', (file) => {
    expect(inlineTexts(file)).toEqual([]);
  });

  it('the scan finds an inline message where there is one', () => {
    // The admin files keep theirs: proof the scan sees each kind of position.
    const admin = readdirSync(SOURCE_DIR)
      .filter((file) => ADMIN_FILE.test(file) && !file.endsWith('.test.ts'))
      .flatMap(inlineTexts);
    expect(admin.length).toBeGreaterThan(50);
  });
});

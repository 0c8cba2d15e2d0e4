// "Services take one object argument" (docs/ARCHITECTURE.md), checked: every function a file of
// apps/api/src/modules exports takes at most one parameter, so a call names what it passes
// (`readCredit({ db, id })`, never `readCredit(db, id)`) and a new field never shifts the others. Routes
// files are Fastify plugins, whose `(app, opts)` signature is Fastify's, not ours. Biome's GritQL cannot
// count a function's parameters, so this is the TypeScript compiler's parser (already a dependency).
// `npm run lint` runs it; scripts/lint/lint-rules.test.ts proves it bites.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MODULE_FILE = /(^|\/)apps\/api\/src\/modules\/.+\.ts$/;
const EXEMPT = [/routes\.ts$/, /\.test\.ts$/, /\.d\.ts$/];

export type ManyArguments = { file: string; line: number; name: string; count: number };

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The exported functions of one file that take more than one parameter. */
export function findManyArguments({ file, text }: { file: string; text: string }): ManyArguments[] {
  if (!MODULE_FILE.test(file) || EXEMPT.some((re) => re.test(file))) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: ManyArguments[] = [];
  const check = (name: string, at: ts.Node, params: ts.NodeArray<ts.ParameterDeclaration>) => {
    const count = params.filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this')).length;
    if (count > 1) {
      const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1;
      found.push({ file, line, name, count });
    }
  };
  // Functions exported by a list (`export { readCredit }`) are checked as the ones exported in place.
  const listed = new Set(
    source.statements
      .filter((s): s is ts.ExportDeclaration => ts.isExportDeclaration(s) && !s.moduleSpecifier)
      .flatMap((s) =>
        s.exportClause && ts.isNamedExports(s.exportClause)
          ? s.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
          : [],
      ),
  );
  const exported = (node: ts.Node, name: string | undefined) =>
    isExported(node) || (!!name && listed.has(name));
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement, statement.name?.text)) {
      check(statement.name?.text ?? 'default', statement, statement.parameters);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (!exported(statement, ts.isIdentifier(d.name) ? d.name.text : undefined)) continue;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          check(d.name.getText(source), d, init.parameters);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      const e = statement.expression;
      if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) check('default', statement, e.parameters);
    }
  }
  return found;
}

/** Every file of the modules under `root`. */
function moduleFiles(root: string): string[] {
  const listed = ts.sys.readDirectory(join(root, 'apps/api/src/modules'), ['.ts'], undefined, undefined);
  return listed.map((f) => relative(root, f));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../../', import.meta.url));
  const found = moduleFiles(root).flatMap((file) =>
    findManyArguments({ file, text: readFileSync(join(root, file), 'utf8') }),
  );
  for (const f of found) {
    console.error(
      `${f.file}:${f.line} ${f.name} takes ${f.count} parameters: take one object (docs/ARCHITECTURE.md).`,
    );
  }
  if (found.length) process.exit(1);
  console.log('one-object-argument: every exported module function takes at most one parameter');
}

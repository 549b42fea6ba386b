/**
 * Prints ts-morph statement structures as one file's text, written in one `addStatements` batch (a loop of
 * addFunction calls is quadratic: toolchain.md pitfall 3). Every emitter of the package (entry points, shims, legacy)
 * builds its files through this.
 */
import { Project, type StatementStructures } from "ts-morph";

const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { allowJs: true } });

export function renderStatements(name: string, statements: StatementStructures[]): string {
  const file = project.createSourceFile(name, "", { overwrite: true });
  file.addStatements(statements);
  const text = file.getFullText();
  project.removeSourceFile(file);
  return text;
}

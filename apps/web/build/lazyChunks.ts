import { createHash } from 'node:crypto';
import { basename, dirname, resolve } from 'node:path';

/** What the bundler's chunking hook lets a group read of the module graph. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** A package's index that only re-exports its modules (Mantine's, whose `sideEffects` is CSS only). */
const BARREL = /[\\/]node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/]index\.mjs$/;
/**
 * A library other than Mantine's: staff's (charts, drag and drop, Markdown) are large and each
 * needed by a few parts, so they stay with the parts that need them. A library imports other
 * libraries only, never the app's code or Mantine's, which keeps its chunks out of any cycle.
 */
const LIBRARY = /[\\/]node_modules[\\/](?!@mantine[\\/])/;
/** `import { A, B as C } from '@mantine/core'` (or `export { … } from`) in a module's code. */
const NAMED_FROM_BARREL =
  /\b(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["']@mantine\/(core|hooks)["']/g;
/** Any other way of reaching the index: then every module it re-exports counts as reached. */
const OTHER_FROM_BARREL =
  /\b(?:import|export)\b[^;'"]*?\bfrom\s*["']@mantine\/(core|hooks)["']|\bimport\s*\(\s*["']@mantine\/(core|hooks)["']/g;
/** The index's own lines: `import { a, b as c } from "./x.mjs";` and its `export { … }`. */
const BARREL_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g;
const BARREL_EXPORT = /\bexport\s*\{([^}]*)\}\s*;?\s*$/;

/** `a`, `b as c`, `type d` → [imported, local] pairs, types left out. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/);
      return [imported!.trim(), (local ?? imported!).trim()];
    });
}

/** An index's exported name → the module that defines it. */
function barrelExports(id: string, code: string): Map<string, string> {
  const byLocal = new Map<string, string>();
  for (const [, list, from] of code.matchAll(BARREL_IMPORT)) {
    for (const [, local] of specifiers(list!)) byLocal.set(local, resolve(dirname(id), from!));
  }
  const exported = new Map<string, string>();
  for (const [local, name] of specifiers(code.match(BARREL_EXPORT)?.[1] ?? '')) {
    const module = byLocal.get(local);
    if (module) exported.set(name, module);
  }
  return exported;
}

export interface LazyChunkOptions {
  /** The build's entries (absolute paths): what they load statically is the first screen's. */
  entries: string[];
  /** Whether a lazily loaded module is a part only staff load (the private area, staff's tools). */
  isStaffPart: (id: string) => boolean;
  /** Whether a staff part belongs to the private area (/admin) rather than staff's portal tools. */
  isAdminPart: (id: string) => boolean;
  /** The private area's shell: the part every page of /admin loads first. */
  isAdminShell: (id: string) => boolean;
}

/**
 * Names the chunk of each module loaded after the first screen, for a code-splitting group. A
 * "part" is a module the app imports lazily (a dialog, a page of /admin); what a part needs is
 * its static imports, however deep, less the first screen's.
 * - A module some visitor part needs goes with the modules needed by exactly the same visitor
 *   parts, and apart from them when a staff part needs it too: a visitor part loads just what it
 *   runs, as with the bundler's own splitting, and a staff part never loads a visitor part's own
 *   code.
 * - A module only staff parts need: with the private area's shell when the shell needs it (every
 *   page of /admin loads it), else with exactly the parts that need it (some pages of /admin; a
 *   library), else with the portal tools that need it (each tool loads on its own).
 * So /admin loads a few dozen files instead of a hundred, and nobody loads much they do not run.
 *
 * What a module needs is read through Mantine's index: one that imports `Button` from
 * '@mantine/core' needs Button's module, not all 400 the index re-exports (the graph the hook
 * sees has an edge to the index only). Returns null for the first screen's modules (and for the
 * indexes themselves), which other groups place.
 *
 * A module's dependencies are needed by every part that needs the module, and maybe more, so a
 * chunk imports only chunks of wider sets of parts: no two chunks import each other, which the
 * naming checks before it answers (a library that imported the app's code could break that).
 */
export function lazyChunkNames(options: LazyChunkOptions) {
  let names: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    names ??= nameLazyModules(graph, options);
    return names.get(id) ?? null;
  };
}

export function nameLazyModules(
  graph: ModuleGraph,
  options: LazyChunkOptions,
): Map<string, string> {
  const barrels = new Map<string, Map<string, string>>();
  const barrelOf = (id: string) => {
    let exported = barrels.get(id);
    if (!exported) {
      exported = barrelExports(id, graph.getModuleInfo(id)?.code ?? '');
      barrels.set(id, exported);
    }
    return exported;
  };

  /** The modules `id` imports statically, an index's re-exports narrowed to the names used. */
  const depsCache = new Map<string, string[]>();
  const staticDeps = (id: string): string[] => {
    const cached = depsCache.get(id);
    if (cached) return cached;
    const info = graph.getModuleInfo(id);
    const deps: string[] = [];
    const code = info?.code ?? '';
    for (const dep of info?.importedIds ?? []) {
      const pkg = dep.match(BARREL)?.[1];
      if (!pkg) {
        deps.push(dep);
        continue;
      }
      const exported = barrelOf(dep);
      const named = [...code.matchAll(NAMED_FROM_BARREL)].filter((m) => m[2] === pkg);
      const all = [...code.matchAll(OTHER_FROM_BARREL)].filter((m) => (m[1] ?? m[2]) === pkg);
      if (all.length > named.length || named.length === 0) {
        // Read some other way (a namespace, a default): all of it.
        deps.push(...(graph.getModuleInfo(dep)?.importedIds ?? []));
        continue;
      }
      for (const [, list] of named) {
        for (const [name] of specifiers(list!)) {
          const module = exported.get(name);
          if (module) deps.push(module);
        }
      }
    }
    depsCache.set(id, deps);
    return deps;
  };

  // The first screen's modules, and every module the build reaches with the parts loaded later.
  const initial = new Set<string>();
  const lazyParts = new Set<string>();
  const visit = (start: string[], into: Set<string>, lazy: boolean) => {
    const stack = [...start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id) || (lazy && initial.has(id))) continue;
      into.add(id);
      stack.push(...staticDeps(id));
    }
  };
  visit(options.entries, initial, false);
  // Every dynamic import target, however deep (a part may load another part).
  const queue = [...options.entries];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const info = graph.getModuleInfo(queue.pop()!);
    for (const part of info?.dynamicallyImportedIds ?? []) lazyParts.add(part);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (!queued.has(next)) {
        queued.add(next);
        queue.push(next);
      }
    }
  }

  /** For each lazily loaded module, the parts that need it. */
  const neededBy = new Map<string, string[]>();
  for (const part of [...lazyParts].sort()) {
    const closure = new Set<string>();
    visit([part], closure, true);
    for (const id of closure) {
      const parts = neededBy.get(id);
      if (parts) parts.push(part);
      else neededBy.set(id, [part]);
    }
  }

  // A part nothing else imports statically, and what only it needs, are left to the bundler,
  // which gives them a chunk of their own keyed by the part's source in the manifest (the server
  // finds the other pages', the viewer parts' and the drawer's styles so).
  const alone = new Set([...lazyParts].filter((part) => neededBy.get(part)?.length === 1));
  const ownChunk = new Map<string, string>();
  const names = new Map<string, string>();
  for (const [id, parts] of neededBy) {
    if (BARREL.test(id)) continue;
    if (parts.length === 1 && alone.has(parts[0]!)) {
      ownChunk.set(id, `the part ${parts[0]!}`);
      continue;
    }
    const visitorParts = parts.filter((part) => !options.isStaffPart(part));
    if (visitorParts.length > 0) {
      // What staff parts need too is kept apart from what only visitors run: a staff part loads
      // the former and never a visitor part's own code.
      const name = chunkName(visitorParts, 'shared');
      names.set(id, visitorParts.length < parts.length ? `${name}-staff` : name);
      continue;
    }
    const toolParts = parts.filter((part) => !options.isAdminPart(part));
    if (toolParts.length === 0 && parts.some(options.isAdminShell)) {
      // What the private area's shell needs: loaded with it on every page of /admin.
      names.set(id, 'admin');
    } else if (toolParts.length === 0 || LIBRARY.test(id)) {
      // What some pages of /admin need, or a library: with exactly the parts that need it.
      names.set(id, chunkName(parts, 'staff'));
    } else {
      // Staff's portal tools: by the tools that need it (each loads on its own, on the portal).
      const name = chunkName(toolParts, 'tools');
      names.set(id, toolParts.length < parts.length ? `${name}-admin` : name);
    }
  }
  nameAfterTheirPart(names, lazyParts, new Set([...alone].map(partName)));
  assertNoCycle(names, staticDeps, ownChunk);
  return names;
}

/**
 * A chunk named by a hash that holds one part's own module is named after that part instead
 * (`queries-….js` rather than `shared-3f9a1c-staff-….js`), unless another chunk has that name.
 */
function nameAfterTheirPart(
  names: Map<string, string>,
  parts: Set<string>,
  bundlerNames: Set<string>,
): void {
  const partsIn = new Map<string, string[]>();
  for (const part of parts) {
    const name = names.get(part);
    if (name) partsIn.set(name, [...(partsIn.get(name) ?? []), part]);
  }
  const taken = new Set([...names.values(), ...bundlerNames]);
  const renamed = new Map<string, string>();
  for (const [name, inside] of partsIn) {
    if (inside.length !== 1 || !/-[0-9a-f]{6}/.test(name)) continue;
    const better = partName(inside[0]!);
    if (taken.has(better)) continue;
    taken.add(better);
    renamed.set(name, better);
  }
  for (const [id, name] of names) names.set(id, renamed.get(name) ?? name);
}

/**
 * Throws when two of the named chunks would import each other, however indirectly: the rules
 * above are meant to make that impossible, and a cycle could run a module before one it needs.
 */
function assertNoCycle(
  names: Map<string, string>,
  deps: (id: string) => string[],
  partChunks: Map<string, string>,
): void {
  const chunkOf = (id: string) => names.get(id) ?? partChunks.get(id);
  const edges = new Map<string, Set<string>>();
  for (const id of [...names.keys(), ...partChunks.keys()]) {
    const name = chunkOf(id)!;
    for (const dep of deps(id)) {
      const to = chunkOf(dep);
      if (to && to !== name) (edges.get(name) ?? edges.set(name, new Set()).get(name)!).add(to);
    }
  }
  const state = new Map<string, 'open' | 'done'>();
  const walk = (name: string, path: string[]): void => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') {
      const cycle = [...path.slice(path.indexOf(name)), name].join(' → ');
      throw new Error(`lazy chunks would import one another: ${cycle}`);
    }
    state.set(name, 'open');
    for (const to of edges.get(name) ?? []) walk(to, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of [...edges.keys()].sort()) walk(name, []);
}

/** A part's name: its module's file name (the bundler names the part's own chunk so). */
function partName(part: string): string {
  return basename(part).replace(/\.[^.]*$/, '');
}

/** A part's chunk is named after its module's file; several parts' by a hash of their names. */
function chunkName(parts: string[], prefix: string): string {
  if (parts.length === 1) return partName(parts[0]!);
  return `${prefix}-${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 6)}`;
}

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Feature-level dependency cycles (issue 38). Each folder under a features root is one node; an import
 * (type-only, re-export and dynamic imports included) from a file of feature A of a file of feature B is
 * an edge A → B. Any strongly connected component of more than one feature is a cycle: the rule reports
 * each import of the file being linted that is an edge inside such a component, naming a shortest cycle
 * through it.
 *
 * The graph of a features root is built once per lint process from the files on disk (TypeScript's
 * `preProcessFile` lists a file's import specifiers without parsing it), so linting N files costs one
 * scan, not N. A long-lived ESLint (an editor) sees a graph as old as its process.
 */

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const cache = new Map();

const listFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !SOURCE.test(entry.name)) return [];
    return [path.join(entry.parentPath ?? entry.path, entry.name)];
  });

/** The absolute path a specifier points at (without resolving extensions: only its folder matters). */
const resolveSpecifier = (specifier, fromFile, aliases) => {
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.resolve(path.dirname(fromFile), specifier);
  }
  for (const [prefix, target] of aliases) {
    if (specifier.startsWith(prefix)) return path.join(target, specifier.slice(prefix.length));
  }
  return null;
};

/** The feature a path lies in, or null when it lies outside the features root. */
const featureOf = (featuresDir, file) => {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? feature : null;
};

/** Tarjan's strongly connected components; returns a map feature → component id (for size > 1 only). */
const cyclicComponents = (nodes, edges) => {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let componentId = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) {
      for (const m of members) componentOf.set(m, componentId);
      componentId += 1;
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return componentOf;
};

/** A shortest path from → … → to inside one component (breadth first, names sorted for stable output). */
const shortestPath = (edges, componentOf, from, to) => {
  const component = componentOf.get(from);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
      if (previous.has(next) || componentOf.get(next) !== component) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const route = [];
  for (let node = to; node !== null; node = previous.get(node)) route.unshift(node);
  return route;
};

/**
 * The graph of one features root: `edges` feature → (feature → [{ file, specifier }]) and, per feature
 * in a cycle, its component. Built once per (root, aliases) per process.
 */
export const featureGraph = (featuresDir, aliases) => {
  const key = JSON.stringify([featuresDir, aliases]);
  const cached = cache.get(key);
  if (cached) return cached;
  const nodes = new Set(
    fs.readdirSync(featuresDir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : [])),
  );
  const edges = new Map();
  for (const file of listFiles(featuresDir)) {
    const from = featureOf(featuresDir, file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveSpecifier(fileName, file, aliases);
      const to = target && featureOf(featuresDir, target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const sites = edges.get(from);
      if (!sites.has(to)) sites.set(to, []);
      sites.get(to).push({ file, specifier: fileName });
    }
  }
  const componentOf = cyclicComponents(nodes, edges);
  const cycleThrough = (from, to) => {
    if (componentOf.get(from) === undefined || componentOf.get(from) !== componentOf.get(to)) return null;
    return [from, ...shortestPath(edges, componentOf, to, from)];
  };
  const components = new Map();
  for (const [feature, id] of componentOf) components.set(id, [...(components.get(id) ?? []), feature]);
  const graph = {
    edges,
    componentOf,
    cycleThrough,
    components: [...components.values()].map((c) => c.sort()),
  };
  cache.set(key, graph);
  return graph;
};

/** Forgets the graphs built so far (tests write fixture trees between lints). */
export const clearFeatureGraphCache = () => cache.clear();

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Disallow dependency cycles between features (a strongly connected component of more than one feature folder).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          roots: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                features: { type: 'string' },
                aliases: { type: 'object', additionalProperties: { type: 'string' } },
              },
              required: ['features'],
              additionalProperties: false,
            },
          },
          basePath: { type: 'string' },
        },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Feature cycle: {{cycle}} (all features in the cycle: {{members}}); the way back: {{back}}. Break it: move the shared piece to the feature that owns it, or let the caller pass it in (web: compose the features in app/; server: inject it where the features are assembled).',
    },
  },
  create(context) {
    const { roots, basePath = context.cwd } = context.options[0];
    const filename = context.filename;
    const root = roots
      .map(({ features, aliases = {} }) => ({
        featuresDir: path.resolve(basePath, features),
        aliases: Object.entries(aliases).map(([prefix, target]) => [prefix, path.resolve(basePath, target)]),
      }))
      .find(({ featuresDir }) => featureOf(featuresDir, filename) !== null);
    if (!root) return {};
    const from = featureOf(root.featuresDir, filename);
    const graph = featureGraph(root.featuresDir, root.aliases);
    if (graph.componentOf.get(from) === undefined) return {};

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, filename, root.aliases);
      const to = target && featureOf(root.featuresDir, target);
      if (!to || to === from) return;
      const cycle = graph.cycleThrough(from, to);
      if (!cycle) return;
      const members = graph.components.find((c) => c.includes(from)).join(', ');
      // The import closing each later step of the cycle, so the whole loop can be found from this file.
      const back = cycle
        .slice(1, -1)
        .map((step, i) => {
          const [first, ...more] = graph.edges.get(step).get(cycle[i + 2]);
          const where = `${path.relative(basePath, first.file)} imports '${first.specifier}'`;
          return `${step} → ${cycle[i + 2]} (${where}${more.length > 0 ? ` and ${more.length} more` : ''})`;
        })
        .join(', ');
      context.report({
        node: source,
        messageId: 'cycle',
        data: { cycle: cycle.join(' → '), members, back },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) =>
        check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

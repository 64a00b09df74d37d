import type { JsonSchema } from './schema-arbitraries';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
export type Operation = {
  key: string;
  method: Method;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  isMultipart: boolean;
};
export type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        consumes?: string[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

export const operationsOf = (doc: OpenApi): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        isMultipart: 'multipart/form-data' in content || (op.consumes ?? []).includes('multipart/form-data'),
      };
    }),
  );

/**
 * Routes left out of the document (the hosted sandbox checkout, the Swagger UI itself), from the router's
 * tree: each line is a path segment, indented four characters per level below the segment it extends.
 */
export function hiddenOperations(tree: string, documented: ReadonlySet<string>): Operation[] {
  const prefixes: string[] = [];
  const found: Operation[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${prefixes[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixes[depth] = path;
    const openApiPath = path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD')) {
      const key = `${method} ${openApiPath}`;
      if (documented.has(key)) continue;
      const names = [...openApiPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      found.push({
        key,
        method: method as Method,
        path: openApiPath,
        parameters: names.map((name) => ({ in: 'path', name, required: true, schema: { type: 'string' } })),
        isMultipart: false,
      });
    }
  }
  return found;
}

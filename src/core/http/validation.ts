import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { ErrorDetail } from '../errors.js';

// ajv-formats is CommonJS with a default export; under NodeNext the callable sits on `.default`.
const addFormats = addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv };

function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // Unknown fields are usually typos: reject them instead of silently dropping them.
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    strict: false,
  });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

/** Bodies are typed JSON: "12" is not 12. Path, query and headers are text and are coerced. */
const bodyAjv = createAjv(false);
const textAjv = createAjv('array');

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema) as ValidateFunction;

/** `/corporateOfficers/0/bvn` -> `corporateOfficers[0].bvn` */
export function jsonPointerToPath(pointer: string, prefix = ''): string {
  const segments = pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let out = prefix;
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

function join(base: string, child: string): string {
  return base === '' ? child : `${base}.${child}`;
}

function describeError(error: ErrorObject, base: string): ErrorDetail {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: join(base, String(params.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return { path: join(base, String(params.additionalProperty)), message: 'is not a known field' };
    case 'type':
      return { path: base, message: `must be of type ${String(params.type)}` };
    case 'enum':
      return { path: base, message: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { path: base, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'format':
      return { path: base, message: `must be a valid ${String(params.format)}` };
    default:
      return { path: base, message: error.message ?? 'is invalid' };
  }
}

/**
 * One detail per problem. anyOf/oneOf produce a child error per branch; those are folded into the
 * parent's single message so the caller sees one readable line per field.
 */
export function formatValidationErrors(errors: ErrorObject[], part: string): ErrorDetail[] {
  const prefix = part === 'body' ? '' : part === 'querystring' ? 'query' : part;
  const unionPaths = new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath));
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const base = jsonPointerToPath(error.instancePath, prefix);
    if (unionPaths.has(error.instancePath) && error.keyword !== 'anyOf' && error.keyword !== 'oneOf') continue;
    const detail =
      error.keyword === 'anyOf' || error.keyword === 'oneOf'
        ? { path: base, message: 'does not match any allowed form' }
        : describeError(error, base);
    const key = `${detail.path}\u0000${detail.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      details.push({ ...detail, path: detail.path === '' ? (part === 'body' ? '(body)' : prefix) : detail.path });
    }
  }
  return details;
}

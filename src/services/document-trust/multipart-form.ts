import type { FastifyRequest } from 'fastify';
import { AppError, validationError, type ErrorDetail } from '../../core/errors.js';
import { checkText } from '../../core/http/index.js';
import { requestedDocTypes, type RequestedDocType } from './document-trust.schemas.js';
import type { TrustForm } from './verify-document.js';

const fileFields = new Set(['documentImage', 'documentImageBack']);
const textFields = new Set(['docType', 'customerReference']);
export const maxCustomerReferenceLength = 128;

/** Multipart limits besides the file size: a form has at most these parts. */
export const multipartLimits = { files: 2, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 100 };

/**
 * Reads the trust form. Files are streamed with a running count: above `maxUploadBytes` the request
 * is refused with 413 naming the field, and no more than the limit is ever held in memory. Every
 * other problem is gathered into one 400 that names each field.
 */
export async function readTrustForm(request: FastifyRequest, options: { maxUploadBytes: number }): Promise<TrustForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the document as multipart/form-data (fields documentImage, documentImageBack, docType, customerReference)');
  const details: ErrorDetail[] = [];
  const files = new Map<string, Buffer>();
  const texts = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) {
          throw new AppError('payload_too_large', `${name} is larger than ${options.maxUploadBytes} bytes`, { details: [{ path: name, message: `must be at most ${options.maxUploadBytes} bytes` }] });
        }
        if (!fileFields.has(name)) details.push({ path: name, message: textFields.has(name) ? 'must be a text field, not a file' : 'is not a known field' });
        else if (files.has(name)) details.push({ path: name, message: 'was sent more than once' });
        else files.set(name, Buffer.concat(chunks));
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!textFields.has(name)) details.push({ path: name, message: fileFields.has(name) ? 'must be a file upload, not a text field' : 'is not a known field' });
        else if (texts.has(name)) details.push({ path: name, message: 'was sent more than once' });
        else if (part.valueTruncated) details.push({ path: name, message: `must be at most ${multipartLimits.fieldSize} bytes` });
        else {
          // The platform's text rule, as for JSON bodies (NUL, controls, bidi controls; NFC).
          const checked = checkText(value, name, details);
          if (checked !== undefined) texts.set(name, checked);
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', `A file is larger than ${options.maxUploadBytes} bytes`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw validationError([{ path: '(body)', message: `has too many parts: at most ${multipartLimits.files} files and ${multipartLimits.fields} text fields` }]);
    }
    if (code === 'FST_PROTO_VIOLATION') throw validationError([{ path: '(body)', message: 'uses a forbidden field name' }]);
    throw validationError([{ path: '(body)', message: 'is not well-formed multipart/form-data' }], 'The multipart body could not be read');
  }

  const documentImage = files.get('documentImage');
  if (!documentImage) details.push({ path: 'documentImage', message: 'is required: the front of the document as a JPEG, PNG or WebP file' });
  const docType = (texts.get('docType') ?? 'auto').trim();
  if (!(requestedDocTypes as readonly string[]).includes(docType)) details.push({ path: 'docType', message: `must be one of: ${requestedDocTypes.join(', ')}` });
  const customerReference = (texts.get('customerReference') ?? '').trim();
  if (customerReference.length > maxCustomerReferenceLength) details.push({ path: 'customerReference', message: `must be at most ${maxCustomerReferenceLength} characters` });
  if (details.length > 0 || !documentImage) throw validationError(details);
  return { documentImage, documentImageBack: files.get('documentImageBack') ?? null, docType: docType as RequestedDocType, customerReference };
}

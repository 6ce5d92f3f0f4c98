/** The two no-auth routes the page calls; relative URLs: the page and the API are the same server. */
export type Flow = 'liveness' | 'identity_comparison';
export type IdType = 'NIN' | 'BVN' | 'PHONENUMBER';

export interface PublicSession {
  flow: Flow;
  status: 'pending' | 'completed' | 'failed' | 'expired';
  expiresAt: string;
  partnerName: string;
  allowedIdTypes?: IdType[];
  allowedOrigins: string[];
  maxImageBytes: number;
  /** Active liveness: perform these in order after a frontal frame; null = one selfie. */
  challenge: { actions: LivenessAction[] } | null;
}

export type LivenessAction = 'turn_left' | 'turn_right' | 'open_mouth';

/** The submit body: `image` is the selfie (the frontal frame when there is a challenge). */
export interface SubmitBody {
  image: string;
  idType?: IdType;
  idNumber?: string;
  challenge?: { imageCapturedAt: number; frames: { action: LivenessAction; image: string; capturedAt: number }[] };
}

export interface SubmitResult {
  sessionToken: string;
  status: string;
  success: boolean;
  confidence: number;
  providerTransactionRef: string | null;
  message: string;
}

/** Every way a call can end, so the page has one switch and no thrown surprises. */
export type Answer<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'gone' }
  | { kind: 'rejected'; message: string; field: string | null }
  | { kind: 'network' }
  | { kind: 'server'; message: string };

interface Envelope<T> {
  status: boolean;
  message: string;
  data: T;
  error: { type: string; details?: { path: string; message: string }[] } | null;
}

async function request<T>(url: string, init?: RequestInit): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'omit', cache: 'no-store' });
  } catch {
    return { kind: 'network' };
  }
  let body: Envelope<T> | null = null;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = null;
  }
  if (response.ok && body?.status) return { kind: 'ok', data: body.data };
  if (response.status === 404) return { kind: 'gone' };
  if (response.status === 400 || response.status === 413) {
    const detail = body?.error?.details?.[0];
    return { kind: 'rejected', message: body?.message ?? '', field: detail?.path ?? null };
  }
  if (response.status >= 500 && response.status !== 502 && response.status !== 503 && !body) return { kind: 'network' };
  return { kind: 'server', message: body?.message ?? `HTTP ${response.status}` };
}

export function sessionBase(flow: Flow, token: string): string {
  return `/api/v1/embed/${flow === 'liveness' ? 'liveness' : 'identity-comparison'}/sessions/${encodeURIComponent(token)}`;
}

export function fetchPublicSession(flow: Flow, token: string): Promise<Answer<PublicSession>> {
  return request<PublicSession>(`${sessionBase(flow, token)}/public`);
}

export function submitCapture(flow: Flow, token: string, body: SubmitBody): Promise<Answer<SubmitResult>> {
  return request<SubmitResult>(`${sessionBase(flow, token)}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

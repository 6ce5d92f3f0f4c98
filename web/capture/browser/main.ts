import { fetchPublicSession, submitCapture, type Answer, type Flow, type IdType, type LivenessAction, type PublicSession, type SubmitBody, type SubmitResult } from './api.js';
import type { Detector, Guidance, Pose } from './detector.js';
import { languages, pickLanguage, translate, type Strings } from './i18n/index.js';

/** After this long without a "ready" face the user may take the photo anyway (the server still checks it). */
const manualCaptureAfterMs = 6000;
/** Between two detections: enough for live guidance, light on a phone's battery. */
const detectEveryMs = 120;
const maxCaptureWidth = 720;
/** Active liveness: how long each action may take before the page offers to try it again. */
const actionTimeoutMs = 12_000;
/** Detections in a row with a straight, still face before the frontal frame is taken. */
const steadyReadings = 3;
/**
 * When the page takes an action's key frame, relative to the frontal frame: the server's limits
 * (src/services/embed/liveness/verify-challenge.ts) plus a margin, so both agree.
 */
const keyFrame = { turnYaw: 8, turnNose: 0.08, mouthOpen: 0.06, mouthGrowth: 0.045, frontalMaxYaw: 10, frontalMaxMouth: 0.03 };
const actionStrings: Record<LivenessAction, keyof Strings> = { turn_left: 'actionTurnLeft', turn_right: 'actionTurnRight', open_mouth: 'actionOpenMouth' };

function actionDone(action: LivenessAction, base: Pose, pose: Pose): boolean {
  if (action === 'open_mouth') return pose.mouth >= keyFrame.mouthOpen && pose.mouth - base.mouth >= keyFrame.mouthGrowth;
  // A person's left is the unmirrored image's right: negative yaw.
  const sign = action === 'turn_left' ? -1 : 1;
  return sign * (pose.yaw - base.yaw) >= keyFrame.turnYaw && sign * (pose.nose - base.nose) >= keyFrame.turnNose;
}

const idPatterns: Record<IdType, RegExp> = {
  NIN: /^\d{11}$/,
  BVN: /^\d{11}$/,
  PHONENUMBER: /^(?:0|\+?234)[789][01]\d{8}$/,
};

const flow: Flow = location.pathname.startsWith('/embed/identity-comparison/') ? 'identity_comparison' : 'liveness';
const token = decodeURIComponent(location.pathname.split('/')[3] ?? '');
const lang = pickLanguage(location.search, navigator.languages ?? [navigator.language]);
const strings: Strings = languages[lang] ?? languages.en!;
const t = (key: keyof Strings, values?: Record<string, string>) => translate(strings, key, values);

const screen = document.getElementById('screen') as HTMLElement;
const title = document.getElementById('title') as HTMLElement;
const partnerLine = document.getElementById('partner') as HTMLElement;

let session: PublicSession | null = null;
let identity: { idType: IdType; idNumber: string } | null = null;
let stream: MediaStream | null = null;
let detectorLoad: Promise<Detector | null> | null = null;
let loopTimer = 0;
let finished = false;

document.documentElement.lang = lang;
title.textContent = flow === 'liveness' ? t('titleLiveness') : t('titleIdentity');
document.title = title.textContent;

/** Browser messages go only to the partner's allowed origins when it configured any. */
function post(message: Record<string, unknown>): void {
  if (window.parent === window) return;
  const targets = session && session.allowedOrigins.length > 0 ? session.allowedOrigins : ['*'];
  for (const target of targets) window.parent.postMessage(message, target);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { dataset, ...rest } = props;
  Object.assign(node, rest);
  if (dataset) Object.assign(node.dataset, dataset);
  node.append(...children);
  return node;
}

/** Swaps the screen and moves focus to its heading, so screen readers announce the change. */
function show(name: string, ...children: Node[]): void {
  screen.dataset.screen = name;
  screen.replaceChildren(...children);
  const heading = screen.querySelector<HTMLElement>('h2');
  (heading ?? screen).focus();
}

function messageScreen(name: string, heading: string, body: string, action?: { label: string; run: () => void }): void {
  const children: Node[] = [element('h2', { tabIndex: -1, textContent: heading }), element('p', { textContent: body })];
  if (action) {
    const button = element('button', { type: 'button', className: 'primary', textContent: action.label });
    button.addEventListener('click', action.run);
    children.push(button);
  }
  show(name, ...children);
}

function stopCamera(): void {
  window.clearTimeout(loopTimer);
  for (const track of stream?.getTracks() ?? []) track.stop();
  stream = null;
}

function sessionGone(): void {
  stopCamera();
  finished = true;
  const body = session?.partnerName ? t('expiredBody', { partner: session.partnerName }) : t('expiredBodyNoPartner');
  messageScreen('expired', t('expiredTitle'), body);
  post({ type: 'service.session.expired', flow, sessionToken: token, message: 'Session not found or expired' });
}

function cameraProblem(error: unknown): void {
  stopCamera();
  const name = error instanceof DOMException ? error.name : '';
  const denied = name === 'NotAllowedError' || name === 'SecurityError';
  messageScreen(denied ? 'camera-denied' : 'camera-unavailable', denied ? t('cameraDeniedTitle') : t('cameraUnavailableTitle'), denied ? t('cameraDeniedBody') : t('cameraUnavailableBody'), {
    label: t('retry'),
    run: () => void startCamera(),
  });
  post({
    type: denied ? 'service.camera.denied' : 'service.camera.unavailable',
    flow,
    sessionToken: token,
    message: denied ? 'Camera permission denied' : `Camera unavailable${name ? ` (${name})` : ''}`,
  });
}

function loadDetectorOnce(): Promise<Detector | null> {
  detectorLoad ??= import('./detector.js').then((module) => module.loadDetector({ mesh: Boolean(session?.challenge) })).catch((error: unknown) => {
    console.warn('face guide unavailable', error);
    return null;
  });
  return detectorLoad;
}

async function startCamera(): Promise<void> {
  stopCamera();
  const video = element('video', { autoplay: true, muted: true, playsInline: true, className: 'preview' });
  video.setAttribute('aria-label', t('cameraLabel'));
  const guide = element('p', { id: 'guidance', className: 'guidance', textContent: t('cameraStarting') });
  guide.setAttribute('role', 'status');
  guide.setAttribute('aria-live', 'polite');
  const captureButton = element('button', { type: 'button', className: 'primary', id: 'capture', textContent: t('capture'), disabled: true });
  const anywayButton = element('button', { type: 'button', className: 'secondary', id: 'capture-anyway', textContent: t('captureAnyway'), hidden: true });
  const frame = element('div', { className: 'frame' }, video, element('div', { className: 'oval' }));
  frame.setAttribute('aria-hidden', 'false');
  const challenge = session?.challenge ?? null;
  const progress = element('progress', { id: 'challenge-progress', max: challenge ? challenge.actions.length : 1, value: 0, hidden: !challenge });
  const stepLine = element('p', { id: 'challenge-step', className: 'step', hidden: !challenge });
  progress.setAttribute('aria-labelledby', 'challenge-step');
  const retryStep = element('button', { type: 'button', className: 'primary', id: 'retry-step', textContent: t('retry'), hidden: true });
  if (challenge) captureButton.hidden = true;
  show(
    'camera',
    element('h2', { tabIndex: -1, className: 'visually-hidden', textContent: t('cameraLabel') }),
    frame,
    stepLine,
    progress,
    guide,
    element('div', { className: 'actions' }, captureButton, anywayButton, retryStep),
  );

  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no mediaDevices', 'NotFoundError');
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
  } catch (error) {
    cameraProblem(error);
    return;
  }
  video.srcObject = stream;
  await video.play().catch(() => undefined);

  const setGuidance = (guidance: Guidance | 'loading' | 'unavailable') => {
    const key: keyof Strings =
      guidance === 'loading' ? 'guideLoadingModel' : guidance === 'unavailable' ? 'guideUnavailable' : (`guide${guidance[0]!.toUpperCase()}${guidance.slice(1)}` as keyof Strings);
    if (guide.dataset.guidance !== guidance) {
      guide.dataset.guidance = guidance;
      guide.textContent = t(key);
    }
    captureButton.disabled = guidance !== 'ready';
    frame.classList.toggle('ready', guidance === 'ready');
  };
  setGuidance('loading');
  const activeStream = stream;
  // An active challenge cannot be done without the face guide: no photo "anyway".
  const anywayTimer = window.setTimeout(() => {
    if (stream === activeStream && !challenge) anywayButton.hidden = false;
  }, manualCaptureAfterMs);
  const take = () => {
    window.clearTimeout(anywayTimer);
    void captureAndSubmit(video);
  };
  captureButton.addEventListener('click', take);
  anywayButton.addEventListener('click', take);

  const detector = await loadDetectorOnce();
  if (stream !== activeStream) return;
  if (!detector) {
    setGuidance('unavailable');
    if (challenge) guide.textContent = t('challengeUnavailable');
    else anywayButton.hidden = false;
    return;
  }

  // The active challenge: a frontal frame once the face is straight and still, then one key frame per action.
  let steady = 0;
  let run: { base: Pose; image: string; at: number; frames: NonNullable<SubmitBody['challenge']>['frames']; stepStarted: number; paused: boolean } | null = null;
  const showStep = () => {
    if (!challenge || !run) return;
    const step = run.frames.length;
    progress.value = step;
    stepLine.textContent = t('challengeStep', { step: String(step + 1), total: String(challenge.actions.length) });
    guide.dataset.guidance = `action-${challenge.actions[step]}`;
    guide.textContent = t(actionStrings[challenge.actions[step]!]);
  };
  retryStep.addEventListener('click', () => {
    if (!run) return;
    retryStep.hidden = true;
    run.paused = false;
    run.stepStarted = performance.now();
    showStep();
  });
  // `frame` is the very frame the detector judged: on a slow phone the camera has moved on by the
  // time a detection ends, and the server must verify the pose the page saw.
  const challengeTurn = async (guidance: Guidance, pose: Pose | null, frame: HTMLCanvasElement, at: number): Promise<void> => {
    if (!challenge) return;
    if (!run) {
      setGuidance(guidance);
      captureButton.hidden = true;
      const straight = guidance === 'ready' && pose !== null && Math.abs(pose.yaw) <= keyFrame.frontalMaxYaw && pose.mouth <= keyFrame.frontalMaxMouth;
      steady = straight ? steady + 1 : 0;
      if (straight && steady < steadyReadings) guide.textContent = t('challengeLookStraight');
      if (steady < steadyReadings || !pose) return;
      run = { base: pose, image: await encodeFrame(frame), at, frames: [], stepStarted: performance.now(), paused: false };
      showStep();
      return;
    }
    if (run.paused) return;
    const action = challenge.actions[run.frames.length]!;
    if (pose && actionDone(action, run.base, pose)) {
      run.frames.push({ action, image: await encodeFrame(frame), capturedAt: at });
      if (run.frames.length === challenge.actions.length) {
        progress.value = run.frames.length;
        const body: SubmitBody = { image: run.image, ...(identity ?? {}), challenge: { imageCapturedAt: run.at, frames: run.frames } };
        stopCamera();
        await send(body);
        return;
      }
      run.stepStarted = performance.now();
      showStep();
      return;
    }
    if (performance.now() - run.stepStarted > actionTimeoutMs) {
      run.paused = true;
      guide.dataset.guidance = 'action-timeout';
      guide.textContent = t('challengeTimeout', { action: t(actionStrings[action]) });
      retryStep.hidden = false;
      retryStep.focus();
    }
  };

  const loop = async () => {
    if (stream !== activeStream) return;
    try {
      if (video.readyState >= 2) {
        const at = performance.now();
        const frame = challenge ? snapshot(video) : null;
        const { guidance, pose } = await detector.assess(frame ?? video);
        // Measured by the browser test and visible in devtools: time to the first usable face.
        if (guidance === 'ready' && performance.getEntriesByName('verity:first-ready').length === 0) performance.mark('verity:first-ready');
        if (frame) await challengeTurn(guidance, pose, frame, at);
        else setGuidance(guidance);
      }
    } catch (error) {
      console.warn('detection failed', error);
    }
    if (stream === activeStream) loopTimer = window.setTimeout(() => void loop(), detectEveryMs);
  };
  await loop();
}

/** The current frame, unmirrored (the server sees what the camera saw), at most the capture width. */
function snapshot(video: HTMLVideoElement): HTMLCanvasElement {
  const scale = Math.min(1, maxCaptureWidth / (video.videoWidth || maxCaptureWidth));
  const canvas = element('canvas', { width: Math.round((video.videoWidth || 640) * scale), height: Math.round((video.videoHeight || 480) * scale) });
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The current frame as base64 JPEG. */
async function grab(video: HTMLVideoElement): Promise<string> {
  return encodeFrame(snapshot(video));
}

async function encodeFrame(canvas: HTMLCanvasElement): Promise<string> {
  const limit = session?.maxImageBytes ?? 5 * 1024 * 1024;
  for (const quality of [0.9, 0.75, 0.6]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= limit) {
      const url = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
      return url.slice(url.indexOf(',') + 1);
    }
  }
  throw new Error('capture too large');
}

async function captureAndSubmit(video: HTMLVideoElement): Promise<void> {
  let image: string;
  try {
    image = await grab(video);
  } catch {
    messageScreen('error', t('errorTitle'), t('errorBody'), { label: t('retry'), run: () => void startCamera() });
    return;
  }
  stopCamera();
  await send({ image, ...(identity ?? {}) });
}

async function send(body: SubmitBody): Promise<void> {
  const progress = element('div', { className: 'spinner' });
  progress.setAttribute('aria-hidden', 'true');
  const status = element('p', { textContent: t('submitting') });
  status.setAttribute('role', 'status');
  show('submitting', element('h2', { tabIndex: -1, textContent: t('submitting') }), progress, status);
  screen.setAttribute('aria-busy', 'true');
  const answer: Answer<SubmitResult> = await submitCapture(flow, token, body);
  screen.removeAttribute('aria-busy');
  switch (answer.kind) {
    case 'ok':
      return finish(answer.data);
    case 'gone':
      return sessionGone();
    case 'rejected':
      if (answer.field === 'idNumber' || answer.field === 'idType') return showIdForm(answer.message);
      return messageScreen('rejected', t('rejectedTitle'), t('rejectedBody', { reason: answer.message }), { label: t('retry'), run: () => void startCamera() });
    case 'network':
      return messageScreen('network', t('networkTitle'), t('networkBody'), { label: t('retrySend'), run: () => void send(body) });
    case 'server':
      return messageScreen('provider', t('providerTitle'), answer.message, { label: t('retrySend'), run: () => void send(body) });
  }
}

function finish(result: SubmitResult): void {
  finished = true;
  const partner = session?.partnerName ?? '';
  if (result.success) messageScreen('success', t('successTitle'), t('successBody', { partner }));
  else messageScreen('failure', t('failureTitle'), t('failureBody', { reason: result.message }));
  screen.classList.toggle('passed', result.success);
  const common = { success: result.success, sessionToken: token, confidence: result.confidence, message: result.message };
  post(flow === 'liveness' ? { type: 'service.liveness.complete', ...common, providerTransactionRef: result.providerTransactionRef } : { type: 'service.identity_comparison.complete', ...common });
  // Closes a popup opener flow; inside an iframe this is a no-op and the partner removes the frame.
  window.setTimeout(() => window.close(), 1500);
}

function showIdForm(serverMessage?: string): void {
  const allowed = session?.allowedIdTypes ?? [];
  const form = element('form', { noValidate: true });
  // The visible h2 says the same; the legend names the radio group for screen readers.
  const fieldset = element('fieldset', {}, element('legend', { className: 'visually-hidden', textContent: t('chooseIdType') }));
  for (const [index, idType] of allowed.entries()) {
    const input = element('input', { type: 'radio', name: 'idType', value: idType, id: `idType-${idType}`, checked: identity ? identity.idType === idType : index === 0 });
    fieldset.append(element('div', { className: 'choice' }, input, element('label', { htmlFor: input.id, textContent: t(`idType${idType}`) })));
  }
  const number = element('input', { id: 'idNumber', name: 'idNumber', autocomplete: 'off', required: true, value: identity?.idNumber ?? '' });
  const hint = element('p', { id: 'idNumber-hint', className: 'hint' });
  const error = element('p', { id: 'idNumber-error', className: 'error', textContent: serverMessage ?? '' });
  error.setAttribute('role', 'alert');
  number.setAttribute('aria-describedby', 'idNumber-hint idNumber-error');
  const submit = element('button', { type: 'submit', className: 'primary', id: 'continue', textContent: t('continue') });
  form.append(fieldset, element('label', { htmlFor: 'idNumber', textContent: t('idNumberLabel') }), number, hint, error, submit);

  const selected = (): IdType => (form.querySelector<HTMLInputElement>('input[name=idType]:checked')?.value ?? allowed[0]) as IdType;
  const check = (showError: boolean) => {
    const idType = selected();
    number.inputMode = idType === 'PHONENUMBER' ? 'tel' : 'numeric';
    hint.textContent = t(`idNumberHint${idType}`);
    const value = number.value.replace(/[\s-]/g, '');
    const valid = idPatterns[idType].test(value);
    submit.disabled = !valid;
    number.setAttribute('aria-invalid', String(!valid && value.length > 0));
    if (showError) error.textContent = valid || value.length === 0 ? '' : t(`idNumberInvalid${idType}`);
    return valid;
  };
  form.addEventListener('change', () => check(number.value.length > 0));
  number.addEventListener('input', () => check(number.value.replace(/\D/g, '').length >= 11));
  number.addEventListener('blur', () => check(true));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!check(true)) return number.focus();
    identity = { idType: selected(), idNumber: number.value.replace(/[\s-]/g, '') };
    void startCamera();
  });
  show('id-form', element('h2', { tabIndex: -1, textContent: t('chooseIdType') }), form);
  check(Boolean(serverMessage));
}

async function boot(): Promise<void> {
  const answer = await fetchPublicSession(flow, token);
  if (answer.kind === 'gone') return sessionGone();
  if (answer.kind !== 'ok') {
    messageScreen('error', t('errorTitle'), t('errorBody'), { label: t('retry'), run: () => location.reload() });
    return;
  }
  session = answer.data;
  if (session.status !== 'pending') return sessionGone();
  partnerLine.textContent = t('poweredBy', { partner: session.partnerName });
  // The model loads after first paint, in parallel with the camera prompt or the ID form.
  void loadDetectorOnce();
  if (flow === 'identity_comparison') showIdForm();
  else await startCamera();
}

window.addEventListener('pagehide', () => {
  if (!finished) stopCamera();
});
void boot();

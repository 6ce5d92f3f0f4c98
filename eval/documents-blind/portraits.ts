/**
 * The holders' photos: faces cropped from the photos the face engine ships (no download), one per
 * person, as data URLs for the pages' <img>.
 */
import { cropKnownFace } from '../../src/platform/faces/sample-faces.js';
import type { Person } from './people.js';

export async function portraits(people: readonly Person[]): Promise<Map<Person['face'], string>> {
  const out = new Map<Person['face'], string>();
  for (const face of new Set(people.map((p) => p.face))) {
    // A wider margin than a face crop: a document portrait shows the shoulders and some background.
    const jpeg = await cropKnownFace(face, { margin: 0.5, size: 520 });
    out.set(face, `data:image/jpeg;base64,${jpeg.toString('base64')}`);
  }
  return out;
}

/**
 * The LFW selection and its derive/report split, shared by eval/faces-lfw.ts and
 * eval/faces-lfw-candidates.ts so both score exactly the same photos and pairs
 * (docs/face-evaluation.md, "LFW").
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { cropShippedFace, detectShippedGroupFaces, oneManDifferentPhotos } from '../src/platform/faces/sample-faces.js';
import { bbtPhotos, packageSetHalf } from './face-scoring.js';

/**
 * LFW people with at least two photos whose skin is brown to dark brown in their photos: Black
 * people of African or African-diaspora descent. Judged by eye from contact sheets of each person's
 * first six photos (this LFW copy is greyscale) together with who the person is; not measured.
 */
export const darkSkinned = [
  'Abdoulaye_Wade', 'Al_Sharpton', 'Allen_Iverson', 'Allyson_Felix', 'Angela_Bassett', 'Ashanti', 'Byron_Scott', 'Chanda_Rubin', 'Charles_Moose', 'Charles_Taylor', 'Chris_Byrd', 'Chris_Rock',
  'Chris_Tucker', 'Colin_Jackson', 'Condoleezza_Rice', 'Coretta_Scott_King', 'Denzel_Washington', 'Dexter_Jackson', 'Emmit_Smith', 'Eunice_Barber', 'Evander_Holyfield', 'George_Foreman', 'Gregory_Hines', 'Guillaume_Soro',
  'Isaiah_Washington', 'Jayson_Williams', 'Jesse_Jackson', 'John_Allen_Muhammad', 'John_Stallworth', 'Kelli_White', 'Kobe_Bryant', 'Kofi_Annan', 'Larry_Thompson',
  'Latrell_Sprewell', 'Laurent_Gbagbo', 'LeBron_James', 'Lennox_Lewis', 'Lionel_Richie', 'Michael_Jordan', 'Mike_Tyson', 'Morgan_Freeman', 'Muhammad_Ali', 'Naomi_Campbell', 'Natalie_Cole', 'Nelson_Mandela', 'OJ_Simpson',
  'Oprah_Winfrey', 'Patrick_Ewing', 'Patti_Labelle', 'Paul_Kagame', 'Paul_Pierce', 'Queen_Latifah', 'Ray_Allen', 'Ray_Nagin', 'Reggie_Miller', 'Robert_Mugabe', 'Roy_Jones_Jr', 'Ruben_Studdard',
  'Russell_Simmons', 'Serena_Williams', 'Shane_Mosley', 'Terrell_Suggs', 'Thabo_Mbeki', 'Tim_Duncan', 'Toni_Braxton', 'Torri_Edwards', 'Tracy_McGrady', 'Tyra_Banks', 'Tyron_Garner',
  'Venus_Williams', 'Vince_Carter', 'Will_Smith', 'Kirk_Johnson', 'Keith_Bogans', 'Roberto_Carlos', 'Joe_Dumars', 'Justin_Gatlin', 'Sammy_Sosa',
  'Stan_Heath', 'Leonard_Hamilton', 'Grady_Irvin_Jr',
];

/**
 * People looked at for the list above but not counted as dark-skinned (light or medium brown in
 * their photos, or the photos did not agree with each other). Left out of the set altogether, so
 * the comparison group holds no one whose tone was in doubt.
 */
export const notCounted = [
  'Colin_Powell', 'Derek_Jeter', 'Halle_Berry', 'Harry_Belafonte', 'Jada_Pinkett_Smith', 'James_Blake', 'Laila_Ali', 'Lloyd_Ward', 'Rebekah_Chantay_Revels', 'Rio_Ferdinand',
  'Tiger_Woods', 'Tracee_Ellis_Ross', 'Vanessa_Williams', 'Vincent_Brooks', 'Vivica_Fox', 'Lenny_Wilkens', 'Michael_Powell', 'Tubby_Smith', 'Larry_Johnson', 'Dwayne_Johnson',
  'Tony_Parker', 'Ronaldo_Luis_Nazario_de_Lima', 'James_Butts', 'Michael_Jackson', 'Jason_Kidd',
];

/** Photos per person (the first ones by LFW's numbering): Colin Powell's 236 or Serena Williams's 52 would otherwise dominate. */
export const photosPerPerson = 6;
/** How many other LFW people (two photos or more) are drawn as the comparison group. */
export const othersDrawn = Number(process.env.FACES_LFW_OTHERS ?? 160);
/** Fixed seed of the draw and of the derive/report split (the number). */
export const seed = 15;

export function mulberry32(a: number): () => number {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export type Group = 'dark' | 'other' | 'package';
export type Half = 'derive' | 'report';
export interface Photo {
  person: string;
  variant: string;
  group: Group;
  file?: string;
  jpeg?: Buffer;
  descriptors: Record<string, Float32Array | null>;
}

export async function lfwSelection(lfwDir: string): Promise<{ photos: Photo[]; peopleWithTwo: number; lfwPeople: number; lfwPhotos: number }> {
  const names = (await readdir(lfwDir)).sort();
  const filesOf = new Map<string, string[]>();
  let lfwPhotos = 0;
  for (const name of names) {
    const files = (await readdir(path.join(lfwDir, name))).filter((f) => f.endsWith('.jpg')).sort();
    lfwPhotos += files.length;
    filesOf.set(name, files);
  }
  const withTwo = names.filter((n) => filesOf.get(n)!.length >= 2);
  const missing = darkSkinned.filter((n) => !withTwo.includes(n));
  if (missing.length) throw new Error(`not in ${lfwDir} with two photos or more: ${missing.join(', ')}`);
  const excluded = new Set([...darkSkinned, ...notCounted]);
  const others = shuffled(withTwo.filter((n) => !excluded.has(n)), mulberry32(seed)).slice(0, othersDrawn).sort();
  const photos: Photo[] = [];
  for (const [group, people] of [['dark', darkSkinned], ['other', others]] as const) {
    for (const person of people) {
      for (const file of filesOf.get(person)!.slice(0, photosPerPerson)) photos.push({ person, variant: file.replace('.jpg', ''), group, file: path.join(person, file), descriptors: {} });
    }
  }
  return { photos, peopleWithTwo: withTwo.length, lfwPeople: names.length, lfwPhotos };
}

/** LFW identities split in two by a seeded shuffle, alternating within each group, so both halves hold dark-skinned and other people. */
export function lfwHalves(photos: Photo[]): Map<string, Half> {
  const halves = new Map<string, Half>();
  const random = mulberry32(seed + 1);
  for (const group of ['dark', 'other'] as const) {
    const people = [...new Set(photos.filter((p) => p.group === group).map((p) => p.person))].sort();
    shuffled(people, random).forEach((person, i) => halves.set(person, i % 2 === 0 ? 'derive' : 'report'));
  }
  return halves;
}

/**
 * The combined set: the LFW selection and the package sets (loaded and split as eval/faces.ts does),
 * with each person's half.
 */
export async function combinedSet(options: { lfwDir: string; bbtDir: string }) {
  const { photos: lfw, peopleWithTwo, lfwPeople, lfwPhotos } = await lfwSelection(options.lfwDir);
  const pkg: Photo[] = [];
  for (const p of await bbtPhotos(options.bbtDir)) pkg.push({ ...p, group: 'package', descriptors: {} });
  for (const photo of await oneManDifferentPhotos()) pkg.push({ person: 'one-man', variant: photo.id, group: 'package', jpeg: photo.jpeg, descriptors: {} });
  for (const face of await detectShippedGroupFaces()) pkg.push({ person: face.id, variant: 'photo', group: 'package', jpeg: await cropShippedFace(face.photo, face.box), descriptors: {} });
  const pkgPeople = [...new Set(pkg.map((p) => p.person))];
  const halfOf = new Map<string, Half>(pkgPeople.map((p, i) => [p, packageSetHalf(p, i)]));
  for (const [person, h] of lfwHalves(lfw)) halfOf.set(person, h);
  return { lfw, pkg, halfOf, peopleWithTwo, lfwPeople, lfwPhotos };
}

import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { confirmTestAppeal } from './support/after-filing';
import { elementsOf, readTaggedPdf, type StructElement, type TaggedPdf } from './support/pdf-structure';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

/**
 * The receipt and the comparables PDF are tagged (docs/product.md#the-pdfs): in each language a
 * reader may have, a screen reader finds the document's language and title, its headings, its
 * paragraphs, its label/value tables and lists, in the order they are seen, and skips the rules.
 */
jest.setTimeout(60_000);

let database: DatabaseHandle;
let app: FastifyInstance;
const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A confirmed public appeal filed by a visitor whose browser asks for `language`, and its receipt from the status link. */
let nextParcel = 40;
async function receiptFiledIn(language: 'en' | 'es') {
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: '/harbor-county/api/appeal-windows' })).json()).results;
  for (let tries = 0; tries < 100; tries += 1) {
    const parcel = demoParcel(harbor, nextParcel++);
    if (parcel.active === false || parcel.valueAmount == null) continue;
    const body = await appealBody(app, 'harbor-county', parcel.id, seasons.find((season) => season.open)!.id);
    const filing = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/appeals',
      payload: body,
      headers: { 'accept-language': language },
      remoteAddress: visitorAddress(),
    });
    if (filing.statusCode !== 201) continue;
    const filed = filing.json();
    await confirmTestAppeal(app, filed);
    const receipt = await app.inject({ url: `/harbor-county/api/status/${filed.statusToken}/receipt.pdf` });
    expect(receipt.statusCode).toBe(200);
    return { reference: filed.reference as string, pdf: readTaggedPdf(receipt.rawPayload) };
  }
  throw new Error('no parcel left to file on');
}

const residential = Array.from({ length: 60 }, (_, n) => demoParcel(harbor, n)).filter(
  (parcel) => parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount != null,
);
const [subject, ...comparables] = residential.slice(0, 3).map((parcel) => parcel.id);

async function compsPdfIn(language: 'en' | 'es') {
  const made = await app.inject({
    method: 'POST',
    url: '/harbor-county/api/comper/generate-pdf',
    headers: { 'accept-language': language },
    payload: { subjectId: subject, comparablesIds: comparables },
    remoteAddress: visitorAddress(),
  });
  expect(made.statusCode).toBe(201);
  const file = await app.inject({ url: `/harbor-county/files/${made.json().id}` });
  expect(file.statusCode).toBe(200);
  return readTaggedPdf(file.rawPayload);
}

const outline = (pdf: TaggedPdf) => elementsOf(pdf.structure, 'H1', 'H2').map((heading) => `${heading.type} ${heading.text}`);
const texts = (elements: StructElement[]) => elements.map((element) => element.text);
const cells = (row: StructElement) => row.children.map((cell) => `${cell.type}${cell.scope ? `(${cell.scope})` : ''} ${cell.text}`);

/** What every tagged PDF of the portal declares, and that nothing it paints is outside its structure but decoration. */
function expectTagged(pdf: TaggedPdf, lang: string, title: string) {
  expect({ version: pdf.version, marked: pdf.marked, structTreeRoot: pdf.structTreeRoot, lang: pdf.lang, displayDocTitle: pdf.displayDocTitle, title: pdf.title }).toEqual({
    version: '1.7',
    marked: true,
    structTreeRoot: true,
    lang,
    displayDocTitle: true,
    title,
  });
  expect(pdf.structure.map((element) => element.type)).toEqual(['Document']);
  expect(pdf.unmarked).toEqual([]);
  expect(pdf.orphans).toEqual([]);
}

const RECEIPT = {
  en: {
    lang: 'en-US',
    title: (reference: string) => `Appeal receipt ${reference}`,
    outline: ['H1 Receipt of your appeal', 'H2 Property', 'H2 Filed by', 'H2 Your opinion of value', 'H2 Reasons', 'H2 Supporting documents', 'H2 Comparable sales'],
    labels: ['Parcel', 'Address', 'Name', 'Relation to owner', 'Email', 'Phone', 'Value'],
    reason: 'Market value is too high: Sales on my street are lower.',
    reference: (reference: string) => `Reference ${reference}`,
    keep: 'Keep this receipt.',
  },
  es: {
    lang: 'es-US',
    title: (reference: string) => `Recibo de apelación ${reference}`,
    outline: ['H1 Recibo de su apelación', 'H2 Propiedad', 'H2 Presentada por', 'H2 Su opinión sobre el valor', 'H2 Motivos', 'H2 Documentos de respaldo', 'H2 Ventas comparables'],
    labels: ['Parcela', 'Dirección', 'Nombre', 'Relación con el propietario', 'Correo electrónico', 'Teléfono', 'Valor'],
    reason: 'El valor de mercado es demasiado alto: Sales on my street are lower.',
    reference: (reference: string) => `Referencia ${reference}`,
    keep: 'Conserve este recibo.',
  },
};

describe.each(['en', 'es'] as const)('the appeal receipt of a filing in %s', (language) => {
  const expected = RECEIPT[language];
  let receipt: Awaited<ReturnType<typeof receiptFiledIn>>;
  beforeAll(async () => {
    receipt = await receiptFiledIn(language);
  });

  it("is tagged, in the filing's language, with its title in the viewer's title bar", () => {
    expectTagged(receipt.pdf, expected.lang, expected.title(receipt.reference));
  });

  it('reads in the order it is seen: the office, the heading, the reference and date, then each section under its heading', () => {
    const [document] = receipt.pdf.structure;
    expect(document.children.map((element) => element.type)).toEqual(['P', 'H1', 'P', 'P', 'H2', 'Table', 'H2', 'Table', 'H2', 'Table', 'H2', 'L', 'H2', 'P', 'H2', 'P', 'P']);
    expect(outline(receipt.pdf)).toEqual(expected.outline);
    const paragraphs = texts(elementsOf(receipt.pdf.structure, 'P'));
    expect(paragraphs[1]).toBe(expected.reference(receipt.reference));
    expect(paragraphs.at(-1)).toMatch(new RegExp(`^${expected.keep}`));
  });

  it('gives each fact its label as a row header, and the reasons as a list', () => {
    const rows = elementsOf(receipt.pdf.structure, 'TR');
    expect(rows.map((row) => row.children.map((cell) => `${cell.type}${cell.scope ? `(${cell.scope})` : ''}`))).toEqual(rows.map(() => ['TH(Row)', 'TD']));
    expect(rows.map((row) => row.children[0].text)).toEqual(expected.labels);
    expect(rows[0].children[1].text).toMatch(/^HC-/);
    const items = elementsOf(receipt.pdf.structure, 'LI');
    expect(items.map((item) => item.children.map((part) => `${part.type} ${part.text}`))).toEqual([['Lbl -', `LBody ${expected.reason}`]]);
  });
});

const COMPS = {
  en: {
    lang: 'en-US',
    title: `Comparable sales for parcel ${subject}`,
    outline: [`H1 Comparable sales for parcel ${subject}`, 'H2 The property', 'H2 Comparable sales (2)'],
    labels: ['Parcel', 'Address', 'Owner', 'Type', 'Assessed value'],
    columns: ['Parcel', 'Address', 'Type', 'Assessed value'],
  },
  es: {
    lang: 'es-US',
    title: `Ventas comparables de la parcela ${subject}`,
    outline: [`H1 Ventas comparables de la parcela ${subject}`, 'H2 La propiedad', 'H2 Ventas comparables (2)'],
    labels: ['Parcela', 'Dirección', 'Propietario', 'Tipo', 'Valor tasado'],
    columns: ['Parcela', 'Dirección', 'Tipo', 'Valor tasado'],
  },
};

describe.each(['en', 'es'] as const)('the comparables PDF asked for in %s', (language) => {
  const expected = COMPS[language];
  let pdf: TaggedPdf;
  beforeAll(async () => {
    pdf = await compsPdfIn(language);
  });

  it("is tagged, in the request's language, with its title in the viewer's title bar", () => {
    expectTagged(pdf, expected.lang, expected.title);
  });

  it('reads in the order it is seen: the office, the heading, the date, the subject, the comparables, the note', () => {
    const [document] = pdf.structure;
    expect(document.children.map((element) => element.type)).toEqual(['P', 'H1', 'P', 'H2', 'Table', 'H2', 'Table', 'P']);
    expect(outline(pdf)).toEqual(expected.outline);
    expect(elementsOf(pdf.structure, 'P')).toHaveLength(3);
  });

  it('has the subject as label/value rows and the comparables under their column headers; the rules between rows are decoration', () => {
    const [subjectTable, comparablesTable] = elementsOf(pdf.structure, 'Table');
    expect(subjectTable.children.map((row) => row.children[0].text)).toEqual(expected.labels);
    expect(subjectTable.children.map((row) => row.children.map((cell) => cell.type))).toEqual(expected.labels.map(() => ['TH', 'TD']));
    expect(subjectTable.children[0].children[1].text).toBe(subject);
    const [header, ...rows] = comparablesTable.children;
    expect(cells(header)).toEqual(expected.columns.map((column) => `TH(Column) ${column}`));
    expect(rows.map((row) => row.children.map((cell) => cell.type))).toEqual(comparables.map(() => ['TD', 'TD', 'TD', 'TD']));
    expect(rows.map((row) => row.children[0].text)).toEqual(comparables);
    // One rule under the header row and under each comparable.
    expect(pdf.artifacts).toEqual(['paint S', 'paint S', 'paint S']);
  });
});

import { propertyTypeLabels, type Property } from 'mfe-shared/schemas';
import { escapeHtml } from '../../infrastructure/http/html-page';

export const SAVE_BUTTON = 'Save My Comparables';
export const PDF_BUTTON = 'Download a PDF of my comparables';

const money = (value: Property['value']) => (value ? `${value.currency === 'GBP' ? '£' : '$'}${value.amount.toLocaleString('en-US')}` : 'Pending');

/** Great-circle distance in miles, or null without both locations. */
export function milesBetween(a: Property['location'], b: Property['location']): number | null {
  if (!a || !b) return null;
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Demo comparable sales</title>
<link rel="stylesheet" href="/comps/style.css">
</head>
<body>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

/** A page that only says what went wrong (unknown parcel, inactive parcel, API down). */
export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

interface ComparablesPageInput {
  tenant: string;
  /** Posted back with the PDF form so the tool calls the same portal. */
  api: string;
  subject: Property;
  comparables: Property[];
}

/**
 * The tool's page: the subject, a table of comparable parcels with a checkbox each, and the
 * 'Save My Comparables' button whose script posts the chosen ids to the embedding portal.
 * Without a portal around it (opened on its own) the form downloads a PDF instead.
 */
export function comparablesPage({ tenant, api, subject, comparables }: ComparablesPageInput): string {
  const type = propertyTypeLabels[subject.type] ?? subject.type;
  const rows = comparables
    .map((parcel, index) => {
      const miles = milesBetween(subject.location, parcel.location);
      const id = `comparable-${index}`;
      return `<tr>
<td class="select"><input type="checkbox" name="comparable" value="${escapeHtml(parcel.id)}" id="${id}"><label for="${id}" class="visually-hidden">Select ${escapeHtml(parcel.address)} (${escapeHtml(parcel.id)})</label></td>
<th scope="row">${escapeHtml(parcel.id)}</th>
<td>${escapeHtml(parcel.address)}</td>
<td>${escapeHtml(propertyTypeLabels[parcel.type] ?? parcel.type)}</td>
<td class="number">${escapeHtml(money(parcel.value))}</td>
<td class="number">${miles === null ? 'Unknown' : `${miles.toFixed(2)} mi`}</td>
</tr>`;
    })
    .join('\n');
  const table = comparables.length
    ? `<table>
<caption>${comparables.length} ${escapeHtml(type.toLowerCase())} parcels near ${escapeHtml(subject.address)}</caption>
<thead><tr><th scope="col">Select</th><th scope="col">Parcel</th><th scope="col">Address</th><th scope="col">Type</th><th scope="col" class="number">Assessed value</th><th scope="col" class="number">Distance</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>There are no comparable parcels of this type nearby.</p>';
  return layout(
    `Comparables for ${subject.id}`,
    `<h1>Choose comparable sales</h1>
<p>Pick the parcels most like yours. They are sent to your appeal when you select <strong>${SAVE_BUTTON}</strong>.</p>
<section aria-labelledby="subject-heading" class="subject">
<h2 id="subject-heading">Your property</h2>
<dl>
<dt>Parcel</dt><dd>${escapeHtml(subject.id)}</dd>
<dt>Address</dt><dd>${escapeHtml(subject.address)}</dd>
<dt>Type</dt><dd>${escapeHtml(type)}</dd>
<dt>Assessed value</dt><dd>${escapeHtml(money(subject.value))}</dd>
</dl>
</section>
<form id="comps-form" method="post" action="/comps/pdf">
<input type="hidden" name="parcel" value="${escapeHtml(subject.id)}">
<input type="hidden" name="tenant" value="${escapeHtml(tenant)}">
<input type="hidden" name="api" value="${escapeHtml(api)}">
<fieldset>
<legend>Comparable parcels (choose up to 10)</legend>
${table}
</fieldset>
<p id="comps-status" role="status" aria-live="polite"></p>
<div class="actions">
<button type="button" id="save-comps">${SAVE_BUTTON}</button>
<button type="submit" id="pdf-comps" class="secondary">${PDF_BUTTON}</button>
</div>
</form>
<script src="/comps/app.js"></script>`,
  );
}

/** The page's script: plain ES5-compatible JavaScript, no build step. */
export const COMPS_SCRIPT = `(function () {
  'use strict';
  var MAX = 10;
  var form = document.getElementById('comps-form');
  var status = document.getElementById('comps-status');
  var save = document.getElementById('save-comps');
  var pdf = document.getElementById('pdf-comps');
  if (!form || !save) return;
  // Inside the portal (a frame) or opened by it (a window): there the portal makes the PDF.
  var portal = window.parent !== window ? window.parent : window.opener;
  if (portal && pdf) pdf.hidden = true;
  function boxes() { return form.querySelectorAll('input[name="comparable"]'); }
  function chosen() {
    var ids = [];
    Array.prototype.forEach.call(boxes(), function (box) { if (box.checked) ids.push(box.value); });
    return ids;
  }
  function say(text) { status.textContent = ''; window.setTimeout(function () { status.textContent = text; }, 50); }
  form.addEventListener('change', function (event) {
    var box = event.target;
    if (box && box.name === 'comparable' && box.checked && chosen().length > MAX) {
      box.checked = false;
      say('You can choose up to ' + MAX + ' comparables.');
    }
  });
  form.addEventListener('submit', function (event) {
    if (chosen().length === 0) {
      event.preventDefault();
      say('Select at least one comparable sale.');
    }
  });
  save.addEventListener('click', function () {
    var ids = chosen();
    if (ids.length === 0) {
      say('Select at least one comparable sale.');
      var first = boxes()[0];
      if (first) first.focus();
      return;
    }
    if (!portal) {
      say('This page was not opened from an appeal, so there is nothing to save to. Download a PDF of your comparables and upload it in the File Upload step of your appeal.');
      return;
    }
    // The ids are public parcel numbers; the portal accepts the message only from this origin.
    portal.postMessage(ids.join(','), '*');
    say(ids.length + (ids.length === 1 ? ' comparable was' : ' comparables were') + ' sent to your appeal.');
  });
})();
`;

export const COMPS_STYLE = `body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1b1b1b; background: #fff; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0.5rem 0; }
h2 { font-size: 1.125rem; margin: 1rem 0 0.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.125rem 1rem; margin: 0; }
dt { font-weight: 700; }
dd { margin: 0; }
fieldset { border: 0; padding: 0; margin: 1rem 0 0; min-width: 0; }
legend { font-size: 1.125rem; font-weight: 700; padding: 0; }
table { border-collapse: collapse; width: 100%; margin-top: 0.5rem; }
caption { text-align: left; color: #565c65; padding-bottom: 0.25rem; }
th, td { border-bottom: 1px solid #a9aeb1; padding: 0.5rem; text-align: left; vertical-align: middle; }
thead th { border-bottom: 2px solid #1b1b1b; }
tbody th { font-weight: 400; font-family: ui-monospace, monospace; }
.number { text-align: right; }
.select { width: 3rem; text-align: center; }
input[type="checkbox"] { width: 1.25rem; height: 1.25rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 1rem 0; }
button { font: inherit; font-weight: 700; padding: 0.75rem 1.25rem; border-radius: 0.25rem; border: 2px solid #1a4480; background: #1a4480; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1a4480; }
button:hover { background: #162e51; color: #fff; }
button:focus, input:focus { outline: 0.25rem solid #2491ff; outline-offset: 0.125rem; }
[role="status"] { min-height: 1.5rem; font-weight: 700; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/**
 * Makes the resource pool's business documents (packages/content/src/pool-documents.ts) into the
 * files under packages/content/assets/pool with LibreOffice in headless mode: .docx and .pdf from
 * HTML through Writer, .pptx from a flat ODF presentation through Impress (one slide per heading).
 * Run: npx tsx scripts/make-pool-documents.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POOL_DOCUMENTS, type PoolDocument } from '@lingua/content';

const out = path.resolve('packages/content/assets/pool');
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function html(doc: PoolDocument): string {
  const body = doc.text
    .split('\n')
    .map((line) => (line.startsWith('# ') ? `<h2>${escapeXml(line.slice(2))}</h2>` : `<p>${escapeXml(line)}</p>`))
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeXml(doc.title.en)}</title></head><body>${body}</body></html>`;
}

/** A flat ODF presentation: one slide per heading, its paragraphs as the slide's text. */
function presentation(doc: PoolDocument): string {
  const slides: { title: string; lines: string[] }[] = [];
  for (const line of doc.text.split('\n')) {
    if (line.startsWith('# ')) slides.push({ title: line.slice(2), lines: [] });
    else slides.at(-1)?.lines.push(line);
  }
  const pages = slides
    .map(
      (slide, i) => `<draw:page draw:name="p${i + 1}" draw:master-page-name="Default">
<draw:frame svg:x="1.5cm" svg:y="1cm" svg:width="25cm" svg:height="2.5cm"><draw:text-box><text:p text:style-name="T">${escapeXml(slide.title)}</text:p></draw:text-box></draw:frame>
<draw:frame svg:x="1.5cm" svg:y="4cm" svg:width="25cm" svg:height="13cm"><draw:text-box>${slide.lines.map((l) => `<text:p text:style-name="B">${escapeXml(l)}</text:p>`).join('')}</draw:text-box></draw:frame>
</draw:page>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:styles><style:style style:name="T" style:family="paragraph"><style:text-properties fo:font-size="28pt" fo:font-weight="bold" fo:color="#1f4e79"/></style:style><style:style style:name="B" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="16pt"/></style:style></office:styles>
<office:automatic-styles><style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="28cm" fo:page-height="21cm"/></style:page-layout></office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PL"/></office:master-styles>
<office:body><office:presentation>${pages}</office:presentation></office:body></office:document>`;
}

mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(os.tmpdir(), 'pool-docs-'));
try {
  for (const doc of POOL_DOCUMENTS) {
    const [base, ext] = doc.file.split('.') as [string, string];
    if (ext === 'pptx') {
      const src = path.join(work, `${base}.fodp`);
      writeFileSync(src, presentation(doc));
      execFileSync('soffice', ['--headless', '--convert-to', 'pptx', '--outdir', work, src], { stdio: 'inherit' });
    } else {
      const src = path.join(work, `${base}.html`);
      writeFileSync(src, html(doc));
      const filter = ext === 'pdf' ? 'pdf:writer_pdf_Export' : 'docx:MS Word 2007 XML';
      // Imported as a Writer document, not Writer/Web: the web import began the PDF with a blank page.
      const args = ['--headless', '--infilter=HTML (StarWriter)', '--convert-to', filter, '--outdir', work, src];
      execFileSync('soffice', args, { stdio: 'inherit' });
    }
    renameSync(path.join(work, doc.file), path.join(out, doc.file));
    console.log('made', doc.file);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

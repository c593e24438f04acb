/**
 * Office documents written byte by byte for the conversion tests and the benchmark: a minimal
 * .docx whose pages are split by page breaks, and a minimal .pptx of title-and-text slides
 * (the parts PowerPoint itself needs: presentation, master, layout, theme, slides), each zipped
 * by `zipParts`. The text is real business-English teaching material with its Chinese.
 */
import { type ZipPart, zipParts } from './xlsx-zip';

const CT = 'http://schemas.openxmlformats.org/package/2006/content-types';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One page of a document or one slide: a heading and its paragraphs. */
export interface OfficePage {
  heading: string;
  paragraphs: string[];
}

function relationships(rels: Array<{ id: string; type: string; target: string }>): string {
  return `${XML}<Relationships xmlns="${PKG_REL}">${rels
    .map((r) => `<Relationship Id="${r.id}" Type="${DOC_REL}/${r.type}" Target="${r.target}"/>`)
    .join('')}</Relationships>`;
}

/** A .docx with one page per entry: each page after the first starts with a page break. */
export function docxOf(pages: OfficePage[]): Buffer {
  return zipParts(docxParts(pages));
}

/** The parts of that .docx, for a test that changes one (a lying size). */
export function docxParts(pages: OfficePage[]): ZipPart[] {
  const paragraph = (s: string, style = '') =>
    `<w:p>${style}<w:r><w:t xml:space="preserve">${text(s)}</w:t></w:r></w:p>`;
  const body = pages
    .map((page, i) =>
      [
        i > 0 ? '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' : '',
        paragraph(page.heading, '<w:pPr><w:jc w:val="center"/></w:pPr>'),
        ...page.paragraphs.map((p) => paragraph(p)),
      ].join(''),
    )
    .join('');
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      data: `${XML}<Types xmlns="${CT}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/document.xml',
      data: `${XML}<w:document xmlns:w="${W}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>`,
    },
  ];
  return parts;
}

const spTree = (shapes: string) =>
  `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld>`;

function textBox(id: number, name: string, y: number, height: number, lines: string[], size: number): string {
  const paragraphs = lines
    .map((l) => `<a:p><a:r><a:rPr lang="en-US" sz="${size}"/><a:t>${text(l)}</a:t></a:r></a:p>`)
    .join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;
}

const THEME = `${XML}<a:theme xmlns:a="${A}" name="Lingua"><a:themeElements><a:clrScheme name="Lingua"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1F2937"/></a:dk2><a:lt2><a:srgbClr val="F3F4F6"/></a:lt2><a:accent1><a:srgbClr val="1677FF"/></a:accent1><a:accent2><a:srgbClr val="52C41A"/></a:accent2><a:accent3><a:srgbClr val="FAAD14"/></a:accent3><a:accent4><a:srgbClr val="F5222D"/></a:accent4><a:accent5><a:srgbClr val="722ED1"/></a:accent5><a:accent6><a:srgbClr val="13C2C2"/></a:accent6><a:hlink><a:srgbClr val="1677FF"/></a:hlink><a:folHlink><a:srgbClr val="722ED1"/></a:folHlink></a:clrScheme><a:fontScheme name="Lingua"><a:majorFont><a:latin typeface="Liberation Sans"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Liberation Sans"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="Lingua"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst><a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

/** A .pptx with one slide per entry (4:3), through one master and one blank layout. */
export function pptxOf(slides: OfficePage[]): Buffer {
  const ns = `xmlns:a="${A}" xmlns:r="${DOC_REL}" xmlns:p="${P}"`;
  const slideParts = slides.flatMap((slide, i): ZipPart[] => [
    {
      name: `ppt/slides/slide${i + 1}.xml`,
      data: `${XML}<p:sld ${ns}>${spTree(
        textBox(2, 'Title', 457200, 1143000, [slide.heading], 3600) +
          textBox(3, 'Text', 1828800, 4572000, slide.paragraphs, 2000),
      )}</p:sld>`,
    },
    {
      name: `ppt/slides/_rels/slide${i + 1}.xml.rels`,
      data: relationships([{ id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' }]),
    },
  ]);
  const overrides = [
    ['/ppt/presentation.xml', 'presentationml.presentation.main+xml'],
    ['/ppt/slideMasters/slideMaster1.xml', 'presentationml.slideMaster+xml'],
    ['/ppt/slideLayouts/slideLayout1.xml', 'presentationml.slideLayout+xml'],
    ['/ppt/theme/theme1.xml', 'theme+xml'],
    ...slides.map((_, i) => [`/ppt/slides/slide${i + 1}.xml`, 'presentationml.slide+xml']),
  ]
    .map(
      ([part, type]) =>
        `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}"/>`,
    )
    .join('');
  return zipParts([
    {
      name: '[Content_Types].xml',
      data: `${XML}<Types xmlns="${CT}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`,
    },
    {
      name: '_rels/.rels',
      data: relationships([{ id: 'rId1', type: 'officeDocument', target: 'ppt/presentation.xml' }]),
    },
    {
      name: 'ppt/presentation.xml',
      data: `${XML}<p:presentation ${ns}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides
        .map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`)
        .join(
          '',
        )}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: relationships([
        { id: 'rId1', type: 'slideMaster', target: 'slideMasters/slideMaster1.xml' },
        { id: 'rId2', type: 'theme', target: 'theme/theme1.xml' },
        ...slides.map((_, i) => ({ id: `rId${i + 3}`, type: 'slide', target: `slides/slide${i + 1}.xml` })),
      ]),
    },
    {
      name: 'ppt/slideMasters/slideMaster1.xml',
      data: `${XML}<p:sldMaster ${ns}>${spTree('')}<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
    },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      data: relationships([
        { id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' },
        { id: 'rId2', type: 'theme', target: '../theme/theme1.xml' },
      ]),
    },
    {
      name: 'ppt/slideLayouts/slideLayout1.xml',
      data: `${XML}<p:sldLayout ${ns} type="blank">${spTree('')}<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`,
    },
    {
      name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      data: relationships([{ id: 'rId1', type: 'slideMaster', target: '../slideMasters/slideMaster1.xml' }]),
    },
    { name: 'ppt/theme/theme1.xml', data: THEME },
    ...slideParts,
  ]);
}

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/**
 * A PDF of A4 pages in Helvetica (Latin text only), written object by object with a true cross-
 * reference table. `lockedWithPassword`: the trailer names a standard security handler whose user
 * password is not empty, so a reader must be given one to open it.
 */
export function pdfOf(pages: OfficePage[], options: { lockedWithPassword?: boolean } = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = pages.map((_, i) => 4 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const [i, page] of pages.entries()) {
    const lines = [page.heading, ...page.paragraphs].map(
      (line, n) => `BT /F1 ${n === 0 ? 20 : 12} Tf 72 ${760 - n * 24} Td (${pdfText(line)}) Tj ET`,
    );
    const content = lines.join('\n');
    const contentId = (pageIds[i] ?? 0) + 1;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
  }
  if (options.lockedWithPassword)
    add(`<< /Filter /Standard /V 1 /R 2 /O <${'5a'.repeat(32)}> /U <${'a5'.repeat(32)}> /P -44 >>`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.lockedWithPassword
    ? ` /Encrypt ${objects.length} 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>]`
    : '';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

import { openPdfiumDocument } from '../src/parsing/pdf/pdfium.ts';
const file = process.argv[2]; const pageIndex = Number(process.argv[3] ?? 0); const limit = Number(process.argv[4] ?? 80);
const doc = await openPdfiumDocument(file);
doc.readPage(pageIndex, ({ api, scratch, heap }, page) => {
  const a = api as any;
  const tp = a.FPDFText_LoadPage(page);
  const n = a.FPDFText_CountChars(tp);
  console.log('chars', n);
  for (let i = 0; i < Math.min(n, limit); i++) {
    const u = a.FPDFText_GetUnicode(tp, i);
    const gen = a.FPDFText_IsGenerated(tp, i);
    a.FPDFText_GetCharOrigin(tp, i, scratch, scratch + 8);
    const d = new Float64Array(heap().HEAPU8.buffer, scratch, 2);
    const ox = d[0], oy = d[1];
    a.FPDFText_GetLooseCharBox(tp, i, scratch);
    const f = heap().HEAPF32; const s = scratch >> 2;
    const box = [f[s], f[s + 1], f[s + 2], f[s + 3]].map((v) => v.toFixed(1));
    a.FPDFText_GetMatrix(tp, i, scratch);
    const m = Array.from(heap().HEAPF32.slice(s, s + 6)).map((v) => v.toFixed(2));
    const obj = a.FPDFText_GetTextObject(tp, i);
    const font = obj ? a.FPDFTextObj_GetFont(obj) : 0;
    const flags = font ? a.FPDFFont_GetFlags(font) : -1;
    const mode = obj ? a.FPDFTextObj_GetTextRenderMode(obj) : -1;
    console.log(i, JSON.stringify(String.fromCodePoint(u)), u.toString(16), gen, ox.toFixed(1), oy.toFixed(1), box.join(','), a.FPDFText_GetFontSize(tp, i).toFixed(1), m.join(','), obj, font, flags, mode);
  }
  a.FPDFText_ClosePage(tp);
});
doc.close();

// Stands in for html2canvas, dompurify and canvg in the app's build (vite.config.ts, resolve.alias).
// jspdf imports them only for doc.html() and doc.addSvgAsImage(), which the app never calls (its
// PDFs are drawn with text, lines and images): without the stand-in the build wrote them as three
// chunks (about 100 KB gzipped) that every device precached and none ever ran.

function notInThisBuild() {
  throw new Error(
    "jspdf's html() and addSvgAsImage() are not in this build (scripts/jspdf-unused-plugin.mjs).",
  );
}

export default notInThisBuild;

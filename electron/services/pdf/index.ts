export { renderCharacterPdf, renderCharacterPdfDetailed, type CharacterPdfOptions, type PaperSize, type PdfLayout } from './render-character-pdf';
export { findFontDir, loadRecordFonts } from './fonts';

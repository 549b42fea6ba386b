/** The report formats, apart from their renderers (render.ts), which a `--format json` run does not load. */
export const reportFormats = ["md", "json", "html", "github"] as const;
export type ReportFormat = (typeof reportFormats)[number];

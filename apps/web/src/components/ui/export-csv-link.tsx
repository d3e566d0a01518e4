/**
 * "Export CSV" on a list page: a plain link to the list's CSV download with the filters shown,
 * so the browser saves the file as it arrives (the server sends it as an attachment).
 */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className="btn btn-sm btn-outline-secondary">
      Export CSV
    </a>
  );
}

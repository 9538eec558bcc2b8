// The certificates of authenticity of an order line's limited-edition prints (issue 45): one link
// each to its PDF, 'Certificate No. 7 / 25', behind the same signed link as the invoice. Void ones
// (their order cancelled, or cancelled by the owner) are not listed.
import { useT } from "../../i18n";

export interface LineCertificate {
  number: number;
  editionSize: number;
  url: string;
  void: boolean;
}

export function EditionCertificates({ certificates }: { certificates: readonly LineCertificate[] }) {
  const t = useT();
  const standing = certificates.filter((c) => !c.void);
  if (!standing.length) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {standing.map((c) => (
        <li key={c.number}>
          <a href={c.url} target="_blank" rel="noopener" className="font-medium text-forest underline underline-offset-2">
            {t("order.certificate", { number: c.number, size: c.editionSize })}
            <span className="sr-only">{t("order.pdfNewTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

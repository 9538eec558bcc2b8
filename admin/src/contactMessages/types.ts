export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: string;
  read: boolean;
  createdAt: string;
}

/** The 'Reply by email' link: the visitor's address with 'Re: <subject>'. */
export const replyHref = (record: Pick<ContactMessageRecord, "email" | "subject">) =>
  `mailto:${record.email}?subject=${encodeURIComponent(`Re: ${record.subject}`)}`;

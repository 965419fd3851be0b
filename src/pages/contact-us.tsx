import { PageFrame } from "../components/layout/PageFrame";

export default function ContactUsPage() {
  return (
    <PageFrame path="/contact-us" title="Contact Us" description="Address, phone numbers, e-mail and a contact form.">
      <p>The school's address, phone numbers and e-mail are in the footer of every page; the contact form will be here.</p>
    </PageFrame>
  );
}

import { PageFrame } from "../components/layout/PageFrame";
import { PageHead, type PageMeta } from "../components/layout/PageHead";
import { ContactForm } from "../components/forms/ContactForm";
import { ClickToLoadEmbed } from "../components/media/ClickToLoadEmbed";
import { useSiteData } from "../hooks/useSiteData";
import { ContactDetails } from "../components/layout/ContactDetails";
import "../components/forms/forms.css";

const page: PageMeta = {
  path: "/contact-us",
  title: "Contact Us",
  description: "The school's address, phone numbers and e-mail, a map, and a form to write to us.",
};

export default function ContactPage() {
  const { site } = useSiteData();
  return (
    <PageFrame {...page}>
      <div className="contact-layout">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details">Reach us</h2>
          <ContactDetails site={site} className="contact" />
          <ClickToLoadEmbed
            title={site.links.map.title}
            src={site.links.map.url}
            buttonLabel="Show map"
            aspectRatio="4 / 3"
          />
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Write to us</h2>
          <p>All fields are required. We answer enquiries on working days.</p>
          <ContactForm />
        </section>
      </div>
    </PageFrame>
  );
}

export const Head = () => <PageHead {...page} />;

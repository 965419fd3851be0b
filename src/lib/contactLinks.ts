/** Links that open the phone's dialler, mail app or WhatsApp. */
export const telHref = (number: string): string => `tel:${number.replace(/[^\d+]/g, "")}`;

export const mailHref = (address: string): string => `mailto:${address}`;

export const whatsappHref = (digits: string): string => `https://wa.me/${digits.replace(/\D/g, "")}`;

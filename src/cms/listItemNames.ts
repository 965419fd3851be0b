/** A folded entry of a list in the editor (a fee group, a menu section, a hostel plan) opens by its
 * name as well as by its chevron. Decap's list widget (decap-cms-widget-list) shows a folded
 * entry's name below a bar whose one unnamed button, the chevron, unfolds it, and has no option to
 * make the name do so. So the name's whole bar passes a click to the chevron, and the chevron, a
 * real button of 32 × 26 px that the keyboard reaches, is named after the entry and says whether it
 * is open. Decap's emotion classes carry the components' names, which is how they are found. */
const NAME = '[class*="NestedObjectLabel"]';
const CHEVRON = ':scope > [class*="ListItemTopBar"] > button:first-child';

function chevronOf(name: Element): HTMLButtonElement | null {
  return name.parentElement?.querySelector<HTMLButtonElement>(CHEVRON) ?? null;
}

/** Names each chevron after its entry and says whether the entry is open; Decap leaves these
 * attributes alone when it draws the bar again. */
function nameChevrons(): void {
  for (const name of document.querySelectorAll<HTMLElement>(NAME)) {
    const chevron = chevronOf(name);
    const label = name.textContent?.trim();
    if (!chevron || !label) continue;
    const open = String(getComputedStyle(name).display === "none");
    if (chevron.getAttribute("aria-label") !== label) chevron.setAttribute("aria-label", label);
    if (chevron.getAttribute("aria-expanded") !== open) chevron.setAttribute("aria-expanded", open);
  }
}

export function openListItemsByName(): void {
  document.addEventListener("click", (event) => {
    const name = event.target instanceof Element ? event.target.closest(NAME) : null;
    const chevron = name && chevronOf(name);
    if (chevron) chevron.click();
  });
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      nameChevrons();
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributeFilter: ["class"] });
}

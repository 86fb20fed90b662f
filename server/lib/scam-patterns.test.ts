import { describe, expect, it } from 'vitest';
import type { FlagKind } from '../../shared/message-flags.ts';
import { scamPatternsIn } from './scam-patterns.ts';

/** Each text with the kinds it shows: every kind in several languages' typical forms, and ordinary texts with none. */
const CASES: [string, FlagKind[]][] = [
  // phone numbers: nl
  ['Bel me: 06-12345678', ['phone']],
  ['mijn nummer is 06 1234 5678', ['phone']],
  ['+31 6 12345678 whatsapp?', ['phone', 'link']],
  ['0031612345678', ['phone']],
  ['0612345678', ['phone']],
  ['06 12 34 56 78 bel gerust', ['phone']],
  ['+31 (0)6 1234 5678', ['phone']],
  // de
  ['Ruf mich an 0151 23456789', ['phone']],
  ['+49 151 23456789', ['phone']],
  ['Meine Nummer: 0171/1234567', ['phone']],
  ['0049 171 1234567', ['phone']],
  // pl
  ['zadzwoń +48 512 345 678', ['phone']],
  ['mój numer 512-345-678', ['phone']],
  ['512 345 678', ['phone']],
  ['512345678', ['phone']],
  // en
  ['call me +44 7700 900123', ['phone']],
  ['07700 900123', ['phone']],
  ['text me at (555) 123-4567', ['phone']],
  ['+1 555 123 4567', ['phone']],
  ['555-123-4567', ['phone']],
  // others
  ['ring mig på 20 12 34 56', ['phone']],
  ['Appelle-moi au 06 12 34 56 78', ['phone']],
  ['chiamami 333 123 4567', ['phone']],
  ['llámame al 612 34 56 78', ['phone']],
  ['ring mig 070-123 45 67', ['phone']],
  ['soita 040 1234567', ['phone']],
  ['ring meg på +47 412 34 567', ['phone']],

  // e-mail addresses, plain and spelled out
  ['mail me: maria.jansen@gmail.com', ['email']],
  ['naam at gmail dot com', ['email']],
  ['naam(at)hotmail(punt)nl', ['email']],
  ['naam [at] outlook [dot] com', ['email']],
  ['maria @ gmail . com', ['email']],
  ['schreib an lisa punkt m at gmx punkt de', ['email']],
  ['lisa (at) web (punkt) de', ['email']],
  ['mój mail to kasia małpa wp kropka pl', ['email']],
  ['escríbeme a ana arroba yahoo punto es', ['email']],
  ['écris à julie arobase laposte point net', ['email']],
  ['scrivimi: giulia chiocciola libero punto it', ['email']],
  ['maila mig på anna snabel-a telia punkt se', ['email']],
  ['naam at gmail', ['email']],

  // links, domains, messengers
  ['kijk op https://example.org/mijn-fotos', ['link']],
  ['www.mijnfotos.nl', ['link']],
  ['zie mijnfotos.nl voor meer', ['link']],
  ['Kijk op Mijn-Fotos.com', ['link']],
  ['t.me/maria92', ['link']],
  ['wa.me/31612345678', ['phone', 'link']],
  ['heb je WhatsApp?', ['link']],
  ['hast du Telegram?', ['link']],
  ['add me on snapchat', ['link']],
  ['voeg me toe op insta: maria_92', ['link']],
  ['mijn snap is maria92', ['link']],
  ['dodaj mnie na ig', ['link']],
  ['agrégame en Instagram', ['link']],
  ['ajoute-moi sur snap', ['link']],
  ['aggiungimi su kik', ['link']],
  ['add me on signal', ['link']],
  ['lägg till mig på snap', ['link']],
  ['legg meg til på snap', ['link']],
  ['lisää minut snapissa, mun snap on tiina', ['link']],
  ['tilføj mig på snap', ['link']],
  ['zullen we appen?', ['link']],
  ['volg me @maria_92', ['link']],
  ['schreib mir auf Whats App', ['link']],

  // payment requests
  ['kun je 200 euro sturen via western union?', ['payment']],
  ['send me money via MoneyGram', ['payment']],
  ['please send me money for the ticket', ['payment']],
  ['I need money for my visa', ['payment']],
  ['stuur me geld, ik zit vast', ['payment']],
  ['kun je geld overmaken?', ['payment']],
  ['Kannst du mir Geld schicken?', ['payment']],
  ['bitte überweise mir 300 Euro', ['payment']],
  ['Wyślij mi pieniądze', ['payment']],
  ['przelej mi 500 zł', ['payment']],
  ['Envíame dinero por favor', ['payment']],
  ['Peux-tu m’envoyer de l’argent ?', ['payment']],
  ['envoie-moi 100 € par virement', ['payment']],
  ['mandami dei soldi', ['payment']],
  ['kan du sende mig penge?', ['payment']],
  ['kan du sende meg penger?', ['payment']],
  ['kan du skicka pengar till mig?', ['payment']],
  ['voitko lähettää minulle rahaa?', ['payment']],
  ['mijn IBAN is NL91 ABNA 0417 1643 00', ['payment']],
  ['NL91ABNA0417164300', ['payment']],
  ['betaal met PayPal', ['payment']],
  ['maak het geld over naar mijn rekeningnummer', ['payment']],

  // crypto
  ['stuur naar 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', ['crypto']],
  ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['crypto']],
  ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F', ['crypto']],
  ['USDT naar TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', ['crypto']],
  ['invest in bitcoin with me', ['crypto']],
  ['koop bitcoin, ik laat je zien hoe', ['crypto']],
  ['Ich zeige dir, wie man in Krypto investiert', ['crypto']],
  ['send me USDT', ['crypto']],
  ['kup bitcoina? nie, kup bitcoin teraz', ['crypto']],

  // gift cards
  ['koop een cadeaukaart voor me', ['giftcard']],
  ['can you get me a gift card?', ['giftcard']],
  ['iTunes card of 100', ['giftcard']],
  ['Google Play kaart van 50 euro', ['giftcard']],
  ['kauf mir Amazon Gutscheine', ['giftcard']],
  ['eine Paysafecard bitte', ['giftcard']],
  ['Steam card code', ['giftcard']],
  ['karta podarunkowa', ['giftcard']],
  ['una tarjeta regalo de Amazon', ['giftcard']],
  ['une carte cadeau', ['giftcard']],
  ['un buono regalo', ['giftcard']],
  ['et gavekort', ['giftcard']],
  ['ett presentkort', ['giftcard']],
  ['lahjakortti', ['giftcard']],

  // ordinary texts: none
  ['Hoi! Hoe gaat het met je?', []],
  ['ik ben 34 en woon in Utrecht', []],
  ['Ich bin 41 Jahre alt', []],
  ['mam 29 lat', []],
  ['geboren op 12-03-1990', []],
  ['am 12.03.2024 um 20:30', []],
  ['see you on 2024-03-12 at 8:30', []],
  ['om 14.30 uur bij het station', []],
  ['het diner kost €25', []],
  ['das kostet 25 €', []],
  ['het huis kostet € 1.250.000', []],
  ['het is 5 km fietsen', []],
  ['postcode 1012 AB', []],
  ['10115 Berlin', []],
  ['00-950 Warszawa', []],
  ['ik ben 1.85 m lang', []],
  ['I am at home right now', []],
  ['we zijn met 3 kinderen', []],
  ['mijn signaal is slecht hier', []],
  ['sorry my signal is bad here', []],
  ['oh snap, dat vergat ik', []],
  ['ik heb geen auto nodig', []],
  ['I love apples and steam trains', []],
  ['Ich war auf Amazon Prime', []],
  ['mijn auto is een 2012 model', []],
  ['ik loop 10 km in 55 minuten', []],
  ['gefeliciteerd! 25 jaar getrouwd', []],
  ['Jeg er 45 år og bor i Oslo', []],
  ['Tengo 38 años', []],
  ["J'ai 52 ans, j'habite à Lyon", []],
  ['Ho 33 anni', []],
  ['Olen 47-vuotias', []],
  ['Jag är 39 år', []],
  ['wat doe je in het weekend?', []],
  ['tussen 18 en 25 graden', []],
  ['wat mooi.De zon schijnt', []],
  ['Ich mag es.Es ist schön', []],
];

describe('scamPatternsIn', () => {
  it.each(CASES)('%s', (text, kinds) => {
    expect(scamPatternsIn(text)).toEqual(kinds);
  });

  it('answers several kinds at once, in one order', () => {
    expect(scamPatternsIn('Whatsapp 0612345678 of maria@gmail.com, en stuur 50 euro via PayPal')).toEqual([
      'phone',
      'email',
      'link',
      'payment',
    ]);
  });

  it('reads a long ordinary text quickly', () => {
    const text = 'Ik ben 34 en woon in Utrecht, ik hou van fietsen en koken. '.repeat(80);
    const start = performance.now();
    for (let i = 0; i < 50; i++) expect(scamPatternsIn(text)).toEqual([]);
    expect((performance.now() - start) / 50).toBeLessThan(20);
  });
});

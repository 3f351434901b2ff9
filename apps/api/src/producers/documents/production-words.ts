import type { ProductionStep } from '@pod/shared';
import { DOCUMENT_LOCALES, type DocumentLocale } from './document-words';

/**
 * Words of the factory's printed sheets (call-to-action sheet, gang sheet pick list) and the
 * labels of the default production error codes (`DEFAULT_PRODUCTION_ERRORS` keys), per language.
 */
const SHEET = {
  en: {
    scan_sheet: 'Scan sheet: system and error codes',
    scan_sheet_note: 'Scan a production, then OK or an error code, then Confirm. Cancel drops what was scanned.',
    system: 'System',
    ok: 'OK',
    confirm: 'Confirm',
    cancel: 'Cancel',
    pick_list: 'Gang sheet pick list',
    production: 'Production',
    order: 'Order',
    sheet: 'Sheet',
    position: 'Position (in)',
    turned: 'Turned',
    yes: 'yes',
  },
  de: {
    scan_sheet: 'Scanbogen: System- und Fehlercodes',
    scan_sheet_note: 'Produktion scannen, dann OK oder einen Fehlercode, dann Bestätigen. Abbrechen verwirft das Gescannte.',
    system: 'System',
    ok: 'OK',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    pick_list: 'Pickliste des Sammeldrucks',
    production: 'Produktion',
    order: 'Bestellung',
    sheet: 'Bogen',
    position: 'Position (Zoll)',
    turned: 'Gedreht',
    yes: 'ja',
  },
  fr: {
    scan_sheet: 'Feuille de scan : codes système et erreurs',
    scan_sheet_note: 'Scannez une production, puis OK ou un code d’erreur, puis Confirmer. Annuler efface le scan.',
    system: 'Système',
    ok: 'OK',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    pick_list: 'Liste de prélèvement de la planche DTF',
    production: 'Production',
    order: 'Commande',
    sheet: 'Planche',
    position: 'Position (po)',
    turned: 'Tourné',
    yes: 'oui',
  },
  pt: {
    scan_sheet: 'Folha de leitura: códigos de sistema e de erro',
    scan_sheet_note: 'Leia uma produção, depois OK ou um código de erro, depois Confirmar. Cancelar descarta a leitura.',
    system: 'Sistema',
    ok: 'OK',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    pick_list: 'Lista de recolha da folha DTF',
    production: 'Produção',
    order: 'Encomenda',
    sheet: 'Folha',
    position: 'Posição (pol)',
    turned: 'Rodado',
    yes: 'sim',
  },
} as const satisfies Record<DocumentLocale, Record<string, string>>;

const STEPS: Record<DocumentLocale, Record<ProductionStep, string>> = {
  en: { 'To Do': 'To Do', Cutting: 'Cutting', Printing: 'Printing', Sewing: 'Sewing', 'Quality check': 'Quality check', Packing: 'Packing' },
  de: { 'To Do': 'Offen', Cutting: 'Zuschnitt', Printing: 'Druck', Sewing: 'Nähen', 'Quality check': 'Qualitätskontrolle', Packing: 'Verpackung' },
  fr: { 'To Do': 'À faire', Cutting: 'Découpe', Printing: 'Impression', Sewing: 'Couture', 'Quality check': 'Contrôle qualité', Packing: 'Emballage' },
  pt: { 'To Do': 'A fazer', Cutting: 'Corte', Printing: 'Impressão', Sewing: 'Costura', 'Quality check': 'Controlo de qualidade', Packing: 'Embalagem' },
};

/** [en, de, fr, pt] per error key. */
const ERRORS: Record<string, [string, string, string, string]> = {
  wrong_size_cut: ['Wrong size cut', 'Falsche Größe zugeschnitten', 'Mauvaise taille coupée', 'Tamanho cortado errado'],
  fabric_defect: ['Fabric defect', 'Stofffehler', 'Défaut de tissu', 'Defeito no tecido'],
  wrong_colour_blank: ['Wrong colour blank', 'Rohling in falscher Farbe', 'Article vierge de mauvaise couleur', 'Peça base de cor errada'],
  misaligned_cut: ['Misaligned cut', 'Schiefer Zuschnitt', 'Coupe décalée', 'Corte desalinhado'],
  torn_fabric: ['Torn fabric', 'Gerissener Stoff', 'Tissu déchiré', 'Tecido rasgado'],
  stain_on_blank: ['Stain on blank', 'Fleck auf dem Rohling', 'Tache sur l’article', 'Mancha na peça'],
  missing_piece: ['Missing piece', 'Fehlendes Teil', 'Pièce manquante', 'Peça em falta'],
  wrong_blank: ['Wrong blank', 'Falscher Rohling', 'Mauvais article vierge', 'Peça base errada'],
  blade_mark: ['Blade mark', 'Messerspur', 'Marque de lame', 'Marca de lâmina'],
  pattern_mismatch: ['Pattern mismatch', 'Muster passt nicht', 'Motif non raccordé', 'Padrão desencontrado'],
  other_cutting: ['Other cutting error', 'Anderer Zuschnittfehler', 'Autre erreur de découpe', 'Outro erro de corte'],
  colour_mismatch: ['Colour mismatch', 'Farbabweichung', 'Couleur non conforme', 'Cor diferente'],
  smudged_print: ['Smudged print', 'Verschmierter Druck', 'Impression bavée', 'Impressão borrada'],
  misaligned_print: ['Misaligned print', 'Verrutschter Druck', 'Impression décalée', 'Impressão desalinhada'],
  faded_print: ['Faded print', 'Blasser Druck', 'Impression pâle', 'Impressão desbotada'],
  ink_bleed: ['Ink bleed', 'Tinte verlaufen', 'Encre qui bave', 'Tinta escorrida'],
  missing_layer: ['Missing layer', 'Fehlende Ebene', 'Couche manquante', 'Camada em falta'],
  pretreat_marks: ['Pretreatment marks', 'Spuren der Vorbehandlung', 'Traces de prétraitement', 'Marcas de pré-tratamento'],
  wrong_side_printed: ['Wrong side printed', 'Falsche Seite bedruckt', 'Mauvais côté imprimé', 'Lado errado impresso'],
  print_file_missing: ['Print file missing', 'Druckdatei fehlt', 'Fichier d’impression manquant', 'Ficheiro de impressão em falta'],
  press_jam: ['Press jam', 'Druckerstau', 'Bourrage de la presse', 'Encravamento da prensa'],
  design_error: ['Design error', 'Designfehler', 'Erreur de design', 'Erro de design'],
  broken_seam: ['Broken seam', 'Gerissene Naht', 'Couture rompue', 'Costura rebentada'],
  wrong_thread: ['Wrong thread', 'Falscher Faden', 'Mauvais fil', 'Linha errada'],
  needle_damage: ['Needle damage', 'Nadelschaden', 'Dégât d’aiguille', 'Dano de agulha'],
  uneven_hem: ['Uneven hem', 'Ungleicher Saum', 'Ourlet irrégulier', 'Bainha irregular'],
  other_sewing: ['Other sewing error', 'Anderer Nähfehler', 'Autre erreur de couture', 'Outro erro de costura'],
  wrong_item_in_bin: ['Wrong item in bin', 'Falscher Artikel im Fach', 'Mauvais article dans le bac', 'Artigo errado no cesto'],
  damaged_in_packing: ['Damaged in packing', 'Beim Verpacken beschädigt', 'Abîmé à l’emballage', 'Danificado na embalagem'],
  missing_unit: ['Missing unit', 'Fehlende Einheit', 'Unité manquante', 'Unidade em falta'],
  qc_failed: ['Quality check failed', 'Qualitätskontrolle nicht bestanden', 'Contrôle qualité échoué', 'Controlo de qualidade falhado'],
};

export function sheetWordsFor(locale: DocumentLocale) {
  return SHEET[locale];
}

export const stepName = (locale: DocumentLocale, step: ProductionStep) => STEPS[locale][step];

/** An error code's label; a code root added without a known key prints its key as written. */
export const errorLabel = (locale: DocumentLocale, key: string) => ERRORS[key]?.[DOCUMENT_LOCALES.indexOf(locale)] ?? key;

/**
 * Why a file is not well-formed XML, in Spanish and English, each naming the XML 1.0 (or
 * Namespaces in XML 1.0) production or constraint it breaks; merged into CFDI_MESSAGES. The
 * parse-failure text before it says where (line and column).
 */
import type { CfdiLang } from './messages';
import type { WellFormedFault } from './well-formed';

export const WELL_FORMED_MESSAGES = {
  'wf.utf8': {
    es: 'la secuencia de bytes {detail} no es UTF-8 (XML 1.0 §4.3.3).',
    en: 'the byte sequence {detail} is not UTF-8 (XML 1.0 §4.3.3).',
  },
  'wf.char': {
    es: '{detail} no es un carácter de XML (XML 1.0, producción [2] Char).',
    en: '{detail} is not an XML character (XML 1.0, production [2] Char).',
  },
  'wf.ltInAttValue': {
    es: 'un «<» dentro del valor del atributo {detail}; se escribe &lt; (XML 1.0, producción [10] AttValue).',
    en: 'a "<" inside the value of attribute {detail}; write it as &lt; (XML 1.0, production [10] AttValue).',
  },
  'wf.ampNotReference': {
    es: 'un «&» que no inicia una referencia; se escribe &amp; (XML 1.0, producción [67] Reference).',
    en: 'an "&" that starts no reference; write it as &amp; (XML 1.0, production [67] Reference).',
  },
  'wf.undefinedEntity': {
    es: 'la entidad {detail} no está declarada (XML 1.0, WFC: Entity Declared).',
    en: 'the entity {detail} is not declared (XML 1.0, WFC: Entity Declared).',
  },
  'wf.badCharRef': {
    es: 'la referencia {detail} no es un carácter de XML (XML 1.0, WFC: Legal Character).',
    en: 'the reference {detail} is not an XML character (XML 1.0, WFC: Legal Character).',
  },
  'wf.duplicateAttribute': {
    es: 'el atributo {detail} aparece dos veces en la etiqueta (XML 1.0, WFC: Unique Att Spec).',
    en: 'the attribute {detail} appears twice in the tag (XML 1.0, WFC: Unique Att Spec).',
  },
  'wf.duplicateExpandedName': {
    es: 'el atributo {detail} repite nombre y espacio de nombres de otro (Namespaces in XML 1.0, NSC: Attributes Unique).',
    en: 'the attribute {detail} repeats the name and namespace of another (Namespaces in XML 1.0, NSC: Attributes Unique).',
  },
  'wf.tagMismatch': {
    es: 'la etiqueta de cierre no corresponde a la abierta: {detail} (XML 1.0, WFC: Element Type Match).',
    en: 'the end tag does not match the open one: {detail} (XML 1.0, WFC: Element Type Match).',
  },
  'wf.unclosedElement': {
    es: 'el documento termina sin cerrar {detail} (XML 1.0, producción [39] element).',
    en: 'the document ends without closing {detail} (XML 1.0, production [39] element).',
  },
  'wf.endTagOutsideRoot': {
    es: 'una etiqueta de cierre {detail} sin elemento abierto (XML 1.0, producción [1] document).',
    en: 'an end tag {detail} with no open element (XML 1.0, production [1] document).',
  },
  'wf.secondRoot': {
    es: 'un segundo elemento raíz {detail}; un documento tiene uno solo (XML 1.0, producción [1] document).',
    en: 'a second root element {detail}; a document has exactly one (XML 1.0, production [1] document).',
  },
  'wf.textOutsideRoot': {
    es: 'texto fuera del elemento raíz (XML 1.0, producciones [1] document y [27] Misc).',
    en: 'text outside the root element (XML 1.0, productions [1] document and [27] Misc).',
  },
  'wf.noRoot': {
    es: 'no tiene elemento raíz (XML 1.0, producción [1] document).',
    en: 'it has no root element (XML 1.0, production [1] document).',
  },
  'wf.xmlDeclNotAtStart': {
    es: 'la declaración <?xml ...?> sólo puede ir al inicio del archivo, sin nada antes (XML 1.0, producciones [22] prolog y [17] PITarget).',
    en: 'the <?xml ...?> declaration may only open the file, with nothing before it (XML 1.0, productions [22] prolog and [17] PITarget).',
  },
  'wf.badXmlDecl': {
    es: 'la declaración XML no es válida: lleva version="1.x" y después, opcionales y en este orden, encoding y standalone="yes|no" (XML 1.0, producción [23] XMLDecl).',
    en: 'the XML declaration is not valid: it carries version="1.x" then, optional and in this order, encoding and standalone="yes|no" (XML 1.0, production [23] XMLDecl).',
  },
  'wf.reservedPiTarget': {
    es: 'el nombre {detail} está reservado para la declaración XML (XML 1.0, producción [17] PITarget).',
    en: 'the name {detail} is reserved for the XML declaration (XML 1.0, production [17] PITarget).',
  },
  'wf.badPi': {
    es: 'falta un espacio tras el nombre de la instrucción de procesamiento (XML 1.0, producción [16] PI).',
    en: 'a space is missing after the processing instruction name (XML 1.0, production [16] PI).',
  },
  'wf.cdataEndInText': {
    es: 'la secuencia «]]>» en el texto; se escribe ]]&gt; (XML 1.0, producción [14] CharData).',
    en: 'the sequence "]]>" in text; write it as ]]&gt; (XML 1.0, production [14] CharData).',
  },
  'wf.doubleHyphenInComment': {
    es: '«--» dentro de un comentario (XML 1.0, producción [15] Comment).',
    en: '"--" inside a comment (XML 1.0, production [15] Comment).',
  },
  'wf.unterminatedComment': {
    es: 'un comentario que no se cierra con «-->» (XML 1.0, producción [15] Comment).',
    en: 'a comment not closed by "-->" (XML 1.0, production [15] Comment).',
  },
  'wf.unterminatedCdata': {
    es: 'una sección CDATA que no se cierra con «]]>» (XML 1.0, producción [18] CDSect).',
    en: 'a CDATA section not closed by "]]>" (XML 1.0, production [18] CDSect).',
  },
  'wf.unterminatedPi': {
    es: 'una instrucción de procesamiento que no se cierra con «?>» (XML 1.0, producción [16] PI).',
    en: 'a processing instruction not closed by "?>" (XML 1.0, production [16] PI).',
  },
  'wf.unterminatedTag': {
    es: 'una etiqueta o un valor de atributo que no se cierra (XML 1.0, producciones [40] STag, [10] AttValue y [42] ETag).',
    en: 'a tag or an attribute value that is never closed (XML 1.0, productions [40] STag, [10] AttValue and [42] ETag).',
  },
  'wf.cdataOutsideRoot': {
    es: 'una sección CDATA fuera del elemento raíz (XML 1.0, producciones [1] document y [27] Misc).',
    en: 'a CDATA section outside the root element (XML 1.0, productions [1] document and [27] Misc).',
  },
  'wf.badMarkup': {
    es: 'un «<!» que no abre un comentario ni una sección CDATA (XML 1.0, producción [43] content).',
    en: 'a "<!" that opens neither a comment nor a CDATA section (XML 1.0, production [43] content).',
  },
  'wf.ltNotMarkup': {
    es: 'un «<» que no abre una etiqueta; se escribe &lt; (XML 1.0, producciones [40] STag y [14] CharData).',
    en: 'a "<" that opens no tag; write it as &lt; (XML 1.0, productions [40] STag and [14] CharData).',
  },
  'wf.badName': {
    es: 'se esperaba un nombre de atributo (XML 1.0, producción [5] Name).',
    en: 'an attribute name was expected (XML 1.0, production [5] Name).',
  },
  'wf.badEndTag': {
    es: 'la etiqueta de cierre {detail} sólo lleva el nombre (XML 1.0, producción [42] ETag).',
    en: 'the end tag {detail} carries only the name (XML 1.0, production [42] ETag).',
  },
  'wf.badTagEnd': {
    es: 'un «/» que no va seguido de «>» (XML 1.0, producción [44] EmptyElemTag).',
    en: 'a "/" not followed by ">" (XML 1.0, production [44] EmptyElemTag).',
  },
  'wf.missingSpace': {
    es: 'falta un espacio antes del atributo {detail} (XML 1.0, producción [40] STag).',
    en: 'a space is missing before the attribute {detail} (XML 1.0, production [40] STag).',
  },
  'wf.attributeWithoutValue': {
    es: 'el atributo {detail} no tiene «=» y valor (XML 1.0, producción [41] Attribute).',
    en: 'the attribute {detail} has no "=" and value (XML 1.0, production [41] Attribute).',
  },
  'wf.unquotedAttribute': {
    es: 'el valor del atributo {detail} no está entre comillas (XML 1.0, producción [10] AttValue).',
    en: 'the value of attribute {detail} is not quoted (XML 1.0, production [10] AttValue).',
  },
  'wf.unboundPrefix': {
    es: 'el prefijo «{detail}» no está declarado con xmlns (Namespaces in XML 1.0, NSC: Prefix Declared).',
    en: 'the prefix "{detail}" is not declared with xmlns (Namespaces in XML 1.0, NSC: Prefix Declared).',
  },
  'wf.badQName': {
    es: '{detail} no es un nombre calificado (Namespaces in XML 1.0, producción [7] QName).',
    en: '{detail} is not a qualified name (Namespaces in XML 1.0, production [7] QName).',
  },
  'wf.reservedPrefix': {
    es: 'uso no permitido del prefijo o espacio de nombres reservado {detail} (Namespaces in XML 1.0, NSC: Reserved Prefixes and Namespace Names).',
    en: 'a use the reserved prefix or namespace {detail} does not allow (Namespaces in XML 1.0, NSC: Reserved Prefixes and Namespace Names).',
  },
  'wf.prefixUndeclared': {
    es: '{detail} deja un prefijo sin espacio de nombres (Namespaces in XML 1.0, NSC: No Prefix Undeclaring).',
    en: '{detail} leaves a prefix without a namespace (Namespaces in XML 1.0, NSC: No Prefix Undeclaring).',
  },
} as const satisfies Record<
  `wf.${Exclude<WellFormedFault, 'tooDeep'> | 'utf8'}`,
  Record<CfdiLang, string>
>;

export type WellFormedMessageKey = keyof typeof WELL_FORMED_MESSAGES;

/**
 * A Moodle XML file as Moodle exports a listening question (test data, shared by the format and API
 * tests): a category, a description with an image, and a multiple choice whose text links an mp3,
 * each file inside its text as `<file encoding="base64">` (docs.moodle.org/en/Moodle_XML_format).
 * The mp3 is a real clip of our own content; the PNG a 1x1 pixel.
 */
import { readFileSync } from 'node:fs';

export const MP3 = readFileSync(
  new URL('../../../../../../packages/content/assets/audio/ftc-dictation-shipping-advice.mp3', import.meta.url),
);
export const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const MEDIA_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Listening</text></category></question>
  <question type="description">
    <name><text>Shipping notice</text></name>
    <questiontext format="html"><text><![CDATA[<p>Listen to the <b>shipping advice</b>.</p><p><img src="@@PLUGINFILE@@/port.png" alt="port"></p>]]></text>
      <file name="port.png" path="/" encoding="base64">${PNG}</file></questiontext>
  </question>
  <question type="multichoice">
    <name><text>Shipping date</text></name>
    <questiontext format="html"><text><![CDATA[<p>Listen: <a href="@@PLUGINFILE@@/advice.mp3">advice.mp3</a></p><p>When will the goods ship?</p>]]></text>
      <file name="advice.mp3" path="/" encoding="base64">${MP3.toString('base64')}</file></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>The advice names the date.</p>]]></text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <single>true</single>
    <answer fraction="100" format="html"><text><![CDATA[<p>On the vessel's departure</p>]]></text><feedback format="html"><text>Right</text></feedback></answer>
    <answer fraction="0" format="html"><text><![CDATA[<p>Next month</p>]]></text><feedback format="html"><text></text></feedback></answer>
  </question>
</quiz>`;

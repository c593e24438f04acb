import { describe, expect, it } from 'vitest';
import { casLoginUrl, casLogoutUrl, casNumber, logoutRequestTicket, parseServiceResponse } from './cas';

describe('CAS 3.0 documents', () => {
  it('reads a success with its attributes (first value of a repeated one)', () => {
    const xml = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
      <cas:authenticationSuccess>
        <cas:user>zhou.t</cas:user>
        <cas:attributes>
          <cas:staffNo>T2001</cas:staffNo>
          <cas:name><![CDATA[周老师]]></cas:name>
          <cas:memberOf>staff</cas:memberOf>
          <cas:memberOf>faculty</cas:memberOf>
        </cas:attributes>
      </cas:authenticationSuccess>
    </cas:serviceResponse>`;
    const result = parseServiceResponse(xml);
    expect(result).toEqual({
      ok: true,
      user: 'zhou.t',
      attributes: { staffNo: 'T2001', name: '周老师', memberOf: 'staff' },
    });
    if (!result.ok) throw new Error('not ok');
    expect(casNumber(result, 'staffNo')).toBe('T2001');
    expect(casNumber(result, 'user')).toBe('zhou.t');
    expect(casNumber(result, 'studentNo')).toBe('');
  });

  it('reads a failure code, and refuses what is not a CAS answer', () => {
    const failure = parseServiceResponse(
      '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>',
    );
    expect(failure).toEqual({ ok: false, code: 'INVALID_TICKET', description: 'Ticket ST-1 not recognized' });
    expect(parseServiceResponse('<html><body>login</body></html>')).toMatchObject({
      ok: false,
      code: 'INVALID_RESPONSE',
    });
    expect(parseServiceResponse('')).toMatchObject({ ok: false });
  });

  it('finds the ticket a single-logout request names', () => {
    const request =
      '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="LR-1" Version="2.0"><saml:NameID xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">T2001</saml:NameID><samlp:SessionIndex>ST-abc</samlp:SessionIndex></samlp:LogoutRequest>';
    expect(logoutRequestTicket(request)).toBe('ST-abc');
    expect(logoutRequestTicket('<samlp:SessionIndex>ST-abc</samlp:SessionIndex>')).toBeNull();
    expect(logoutRequestTicket('')).toBeNull();
  });

  it('encodes the service in the login and logout addresses', () => {
    const service = 'https://lingua.example/school_sign_in/callback?state=a&b';
    expect(casLoginUrl('https://cas.example/cas', service)).toBe(
      'https://cas.example/cas/login?service=https%3A%2F%2Flingua.example%2Fschool_sign_in%2Fcallback%3Fstate%3Da%26b',
    );
    expect(casLogoutUrl('https://cas.example/cas', 'https://lingua.example/loginpage?id=3')).toBe(
      'https://cas.example/cas/logout?service=https%3A%2F%2Flingua.example%2Floginpage%3Fid%3D3',
    );
  });
});

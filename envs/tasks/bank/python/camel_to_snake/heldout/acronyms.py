# %%
assert camel_to_snake('H') == 'h'

# %%
assert camel_to_snake('HTTPS') == 'https'

# %%
assert camel_to_snake('Httpserver') == 'httpserver'

# %%
assert camel_to_snake('HTTPServe') == 'http_serve'

# %%
assert camel_to_snake('HHTTPServer') == 'hhttp_server'

# %%
assert camel_to_snake('HTTPServer0') == 'http_server0'

# %%
assert camel_to_snake('revreSPTTH') == 'revre_sptth'

# %%
assert camel_to_snake('') == ''

# %%
assert camel_to_snake('etHTTPResponseCode') == 'et_http_response_code'

# %%
assert camel_to_snake('gethttpresponsecode') == 'gethttpresponsecode'

# %%
assert camel_to_snake('getHTTPResponseCod') == 'get_http_response_cod'

# %%
assert camel_to_snake('getHTTPRe') == 'get_http_re'

# %%
assert camel_to_snake('ßgetHTTPResponseCode') == 'ßget_http_response_code'

# %%
assert camel_to_snake('XMLHttpRequesté') == 'xml_http_requesté'

# %%
assert camel_to_snake('XMLHTTPREQUEST') == 'xmlhttprequest'

# %%
assert camel_to_snake('XMLHttpRequestXMLHttpRequest') == 'xml_http_request_xml_http_request'

# %%
assert camel_to_snake('Xmlhttprequest') == 'xmlhttprequest'

# %%
assert camel_to_snake('xmlhttprequest') == 'xmlhttprequest'

# %%
assert camel_to_snake('X') == 'x'

# %%
assert camel_to_snake('XMLHttp') == 'xml_http'

# %%
assert camel_to_snake('xmlhTTPrEQUEST') == 'xmlh_tt_pr_equest'

# %%
assert camel_to_snake('MLHttpRequest') == 'ml_http_request'

# %%
assert camel_to_snake('tseuqeRpttHLMX') == 'tseuqe_rptt_hlmx'

# %%
assert camel_to_snake('IDID') == 'idid'

# %%
assert camel_to_snake('DI') == 'di'

# %%
assert camel_to_snake('ID0') == 'id0'

# %%
assert camel_to_snake('id') == 'id'

# %%
assert camel_to_snake('https') == 'https'

# %%
assert camel_to_snake('revresptth') == 'revresptth'

# %%
assert camel_to_snake('h') == 'h'

# %%
assert camel_to_snake('HHTTPS') == 'hhttps'

# %%
assert camel_to_snake('SPTTH') == 'sptth'

# %%
assert camel_to_snake('revrespttH') == 'revresptt_h'

# %%
assert camel_to_snake('Httpserve') == 'httpserve'

# %%
assert camel_to_snake('HHTTPServer0') == 'hhttp_server0'

# %%
assert camel_to_snake('revreSPTTHrevreSPTTH') == 'revre_sptt_hrevre_sptth'

# %%
assert camel_to_snake('ß') == 'ß'

# %%
assert camel_to_snake('é') == 'é'

# %%
assert camel_to_snake('HTTPSERVER0') == 'httpserver0'

# %%
assert camel_to_snake('Ttpserver') == 'ttpserver'

# %%
assert camel_to_snake('HHTTPServeré') == 'hhttp_serveré'

# %%
assert camel_to_snake('érevreSPTTH') == 'érevre_sptth'

# %%
assert camel_to_snake('ethttpresponsecode') == 'ethttpresponsecode'

# %%
assert camel_to_snake('gethttpresponsecodeé') == 'gethttpresponsecodeé'

# %%
assert camel_to_snake('GETHTTPRESPONSECODEGETHTTPRESPONSECODE') == 'gethttpresponsecodegethttpresponsecode'

# %%
assert camel_to_snake('ßg') == 'ßg'

# %%
assert camel_to_snake('gg') == 'gg'

# %%
assert camel_to_snake('getHTTPResponseCodgetHTTPResponseCod') == 'get_http_response_codget_http_response_cod'

# %%
assert camel_to_snake('doCesnopseRPTTHteg') == 'do_cesnopse_rptt_hteg'

# %%
assert camel_to_snake('edoCesnopseRPTTHtegedoCesnopseRPTTHteg') == 'edo_cesnopse_rptt_htegedo_cesnopse_rptt_hteg'

# %%
assert camel_to_snake('GEThttprESPONSEcODEGEThttprESPONSEcODE') == 'ge_thttpr_espons_ec_odege_thttpr_espons_ec_ode'

# %%
assert camel_to_snake('etHTTPRe') == 'et_http_re'

# %%
assert camel_to_snake('GEThttprESPONSEcODE0') == 'ge_thttpr_espons_ec_ode0'

# %%
assert camel_to_snake('ggetHTTPResponseCode0') == 'gget_http_response_code0'

# %%
assert camel_to_snake('GGETHTTPRESPONSECODE') == 'ggethttpresponsecode'

# %%
assert camel_to_snake('XMLHTTPREQUEST0') == 'xmlhttprequest0'

# %%
assert camel_to_snake('XXMLHttpRequesté') == 'xxml_http_requesté'

# %%
assert camel_to_snake('XMLHttpRequestXMLHttpRequestXMLHttpRequestXMLHttpRequest') == 'xml_http_request_xml_http_request_xml_http_request_xml_http_request'

# %%
assert camel_to_snake('XmlhttprequestXmlhttprequest') == 'xmlhttprequest_xmlhttprequest'

# %%
assert camel_to_snake('tseuqerptthlmX') == 'tseuqerptthlm_x'

# %%
assert camel_to_snake('Xmlhttpreques') == 'xmlhttpreques'

# %%
assert camel_to_snake('xmlhTTPrEQUES') == 'xmlh_tt_pr_eques'

# %%
assert camel_to_snake('seuqeRpttHLMX') == 'seuqe_rptt_hlmx'

# %%
assert camel_to_snake('ßxmlhttprequest') == 'ßxmlhttprequest'

# %%
assert camel_to_snake('X0') == 'x0'

# %%
assert camel_to_snake('Xé') == 'xé'

# %%
assert camel_to_snake('XXMLHttp') == 'xxml_http'

# %%
assert camel_to_snake('XMLHttpXMLHttp') == 'xml_http_xml_http'

# %%
assert camel_to_snake('xmlhTTP') == 'xmlh_ttp'

# %%
assert camel_to_snake('MLHttp') == 'ml_http'

# %%
assert camel_to_snake('mlhTTPrEQUEST') == 'mlh_tt_pr_equest'

# %%
assert camel_to_snake('TSEUQERPTTHLMX') == 'tseuqerptthlmx'

# %%
assert camel_to_snake('DID') == 'did'

# %%
assert camel_to_snake('IDID0') == 'idid0'

# %%
assert camel_to_snake('d') == 'd'

# %%
assert camel_to_snake('Di') == 'di'

# %%
assert camel_to_snake('ID0é') == 'id0é'

# %%
assert camel_to_snake('id0') == 'id0'

# %%
assert camel_to_snake('iid') == 'iid'

# %%
assert camel_to_snake('di') == 'di'

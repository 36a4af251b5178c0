# %%
assert camel_to_snake('httpserver') == 'httpserver'

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
assert camel_to_snake('HTTPSERVER') == 'httpserver'

# %%
assert camel_to_snake('TTPServer') == 'ttp_server'

# %%
assert camel_to_snake('HTTPServerHTTPServer') == 'http_server_http_server'

# %%
assert camel_to_snake('httpsERVER') == 'https_erver'

# %%
assert camel_to_snake('HTTPServeré') == 'http_serveré'

# %%
assert camel_to_snake('Gethttpresponsecode') == 'gethttpresponsecode'

# %%
assert camel_to_snake('etHTTPResponseCode') == 'et_http_response_code'

# %%
assert camel_to_snake('getHTTPResponseCodeé') == 'get_http_response_codeé'

# %%
assert camel_to_snake('gethttpresponsecode') == 'gethttpresponsecode'

# %%
assert camel_to_snake('GETHTTPRESPONSECODE') == 'gethttpresponsecode'

# %%
assert camel_to_snake('g') == 'g'

# %%
assert camel_to_snake('edoCesnopseRPTTHteg') == 'edo_cesnopse_rptt_hteg'

# %%
assert camel_to_snake('getHTTPResponseCod') == 'get_http_response_cod'

# %%
assert camel_to_snake('getHTTPResponseCodegetHTTPResponseCode') == 'get_http_response_codeget_http_response_code'

# %%
assert camel_to_snake('getHTTPRe') == 'get_http_re'

# %%
assert camel_to_snake('getHTTPResponseCode0') == 'get_http_response_code0'

# %%
assert camel_to_snake('GEThttprESPONSEcODE') == 'ge_thttpr_espons_ec_ode'

# %%
assert camel_to_snake('ßgetHTTPResponseCode') == 'ßget_http_response_code'

# %%
assert camel_to_snake('ggetHTTPResponseCode') == 'gget_http_response_code'

# %%
assert camel_to_snake('XMLHttpRequesté') == 'xml_http_requesté'

# %%
assert camel_to_snake('XMLHTTPREQUEST') == 'xmlhttprequest'

# %%
assert camel_to_snake('XMLHttpRequest0') == 'xml_http_request0'

# %%
assert camel_to_snake('XXMLHttpRequest') == 'xxml_http_request'

# %%
assert camel_to_snake('XMLHttpRequestXMLHttpRequest') == 'xml_http_request_xml_http_request'

# %%
assert camel_to_snake('Xmlhttprequest') == 'xmlhttprequest'

# %%
assert camel_to_snake('XMLHttpReques') == 'xml_http_reques'

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
assert camel_to_snake('I') == 'i'

# %%
assert camel_to_snake('IDID') == 'idid'

# %%
assert camel_to_snake('Id') == 'id'

# %%
assert camel_to_snake('IID') == 'iid'

# %%
assert camel_to_snake('D') == 'd'

# %%
assert camel_to_snake('DI') == 'di'

# %%
assert camel_to_snake('ID0') == 'id0'

# %%
assert camel_to_snake('id') == 'id'

# text with every letter moved shift places forward.
def caesar_cipher(text, shift)
  text.gsub(/[a-zA-Z0-9]/) do |ch|
    case ch
    when "a".."z" then ((ch.ord - 97 + shift) % 26 + 97).chr
    when "A".."Z" then ((ch.ord - 65 + shift) % 26 + 65).chr
    else ch
    end
  end
end
